// Built by the test core_has_no_qt with ae_core's usage requirements only: it
// must fail at <QString>, proving the engine cannot reach Qt by accident.
#include "core/types.h"

#include <QString>

int main()
{
    return QString().size();
}
