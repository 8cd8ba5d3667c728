#pragma once
// A QR code of a text (the class session's join URL), drawn with libqrencode
// at error-correction level M with a quiet zone of 4 modules, scaled to the
// widget and kept square. Empty text draws nothing.

#include <QWidget>

#include <vector>

namespace ae {

class QrCodeWidget : public QWidget
{
    Q_OBJECT
public:
    explicit QrCodeWidget(QWidget* parent = nullptr);

    void setText(const QString& text);
    QString text() const { return m_text; }
    // Modules per side (0 when empty or the text does not fit a QR code).
    int moduleCount() const { return m_size; }
    bool isDark(int x, int y) const { return m_modules[std::size_t(y * m_size + x)] != 0; }

    QSize sizeHint() const override { return QSize(220, 220); }
    QSize minimumSizeHint() const override { return QSize(120, 120); }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // The accessible description names the encoded text.
    void retranslateUi();

    QString m_text;
    int m_size = 0;
    std::vector<unsigned char> m_modules; // row-major, 1 = dark
};

} // namespace ae
