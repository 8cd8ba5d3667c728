#include "ui/session_panel/qr_code_widget.h"

#include <QEvent>
#include <QPainter>
#include <qrencode.h>

namespace ae {

QrCodeWidget::QrCodeWidget(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void QrCodeWidget::setText(const QString& text)
{
    m_text = text;
    m_size = 0;
    m_modules.clear();
    if (!text.isEmpty()) {
        const QByteArray utf8 = text.toUtf8();
        QRcode* code = QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
        if (code) {
            m_size = code->width;
            m_modules.resize(std::size_t(m_size) * std::size_t(m_size));
            for (std::size_t i = 0; i < m_modules.size(); ++i)
                m_modules[i] = code->data[i] & 1;
            QRcode_free(code);
        }
    }
    retranslateUi();
    update();
}

void QrCodeWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void QrCodeWidget::retranslateUi()
{
    setAccessibleDescription(m_text.isEmpty() ? QString() : tr("QR code of %1").arg(m_text));
}

void QrCodeWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    if (m_size == 0)
        return;
    const int quiet = 4;
    const int side = qMin(width(), height());
    const int module = qMax(1, side / (m_size + 2 * quiet));
    const int total = module * (m_size + 2 * quiet);
    const QPoint origin((width() - total) / 2, (height() - total) / 2);
    painter.fillRect(QRect(origin, QSize(total, total)), Qt::white);
    for (int y = 0; y < m_size; ++y)
        for (int x = 0; x < m_size; ++x)
            if (isDark(x, y))
                painter.fillRect(origin.x() + (x + quiet) * module,
                                 origin.y() + (y + quiet) * module, module, module, Qt::black);
}

} // namespace ae
