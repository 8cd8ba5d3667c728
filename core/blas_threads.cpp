#include "core/blas_threads.h"

#include <algorithm>
#include <thread>

#ifdef EIGEN_USE_BLAS
// OpenBLAS's thread-count controls (AE_USE_BLAS links OpenBLAS, see the
// top-level CMakeLists.txt).
extern "C" {
int openblas_get_num_threads(void);
void openblas_set_num_threads(int threads);
}
#endif

namespace ae {

std::mutex SingleThreadedProducts::s_mutex;
int SingleThreadedProducts::s_users = 0;
int SingleThreadedProducts::s_savedThreads = 1;

SingleThreadedProducts::SingleThreadedProducts()
{
    const std::lock_guard<std::mutex> lock(s_mutex);
    if (s_users++ == 0) {
#ifdef EIGEN_USE_BLAS
        s_savedThreads = openblas_get_num_threads();
        openblas_set_num_threads(1);
#endif
    }
}

SingleThreadedProducts::~SingleThreadedProducts()
{
    const std::lock_guard<std::mutex> lock(s_mutex);
    if (--s_users == 0) {
#ifdef EIGEN_USE_BLAS
        openblas_set_num_threads(s_savedThreads);
#endif
    }
}

int SingleThreadedProducts::configuredThreads()
{
    const std::lock_guard<std::mutex> lock(s_mutex);
#ifdef EIGEN_USE_BLAS
    return std::max(1, s_users > 0 ? s_savedThreads : openblas_get_num_threads());
#else
    return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
#endif
}

int productThreads()
{
    return SingleThreadedProducts::configuredThreads();
}

} // namespace ae
