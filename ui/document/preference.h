#pragma once
// A typed QSettings entry: the key and its default are declared once (see
// app_settings.h) and every reader and writer goes through them, so a key is
// never spelled twice and never read with a different default.

#include <QSettings>
#include <QVariant>

namespace ae {

template <typename T> class Preference
{
public:
    Preference(const char* key, T defaultValue) : m_key(key), m_default(std::move(defaultValue)) {}

    QString key() const { return QString::fromLatin1(m_key); }
    const T& defaultValue() const { return m_default; }

    T get() const
    {
        const QSettings settings;
        const QVariant value = settings.value(key());
        if (!value.isValid() || !value.canConvert<T>())
            return m_default;
        return value.value<T>();
    }
    void set(const T& value) const
    {
        QSettings settings;
        settings.setValue(key(), QVariant::fromValue(value));
    }
    void reset() const
    {
        QSettings settings;
        settings.remove(key());
    }

private:
    const char* m_key;
    T m_default;
};

} // namespace ae
