// PatienceChart: a painted horizontal bar chart of the chance to win after each available pair.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/patiencechart.h"

#include "app/boardpalette.h"

#include <QApplication>
#include <QEvent>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace {

// The highest chances: the gold of the best pair in the list and on the cards.
const QColor kGold(0xf2, 0xb7, 0x05);
// The position's own chance: the red of the mean on the Jenga chart, read on either palette.
const QColor kReference(0xd2, 0x3f, 0x3a);

QString tickText(double value) {
    return QString::number(value, 'g', 3);
}

} // namespace

PatienceChart::PatienceChart(QWidget* parent) : QWidget(parent) {
    installBoardAccessibility();
    scroll_ = new QScrollBar(Qt::Vertical, this);
    scroll_->hide();
    connect(scroll_, &QScrollBar::valueChanged, this, [this] { update(); });
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Chance to win after each pair"));
    setToolTip(tr("The chance to win with random pairs after removing each pair that can be "
                  "removed now, the highest first (in gold); the dashed line is the chance of "
                  "the position now. Double-click a bar (or press Enter) to remove its pair."));
    updateDescription();
}

void PatienceChart::setData(const Data& data) {
    if (data == data_)
        return;
    data_ = data;
    hovered_.reset();
    if (keyboardBar_ >= barCount())
        keyboardBar_ = barCount() - 1;
    updateScrollBar();
    updateDescription();
    announcePartsChanged(this);
    update();
}

// Room for six bars (more scroll), the legend above them and the axis below.
QSize PatienceChart::sizeHint() const {
    const int line = static_cast<int>(std::ceil(QFontMetricsF(font()).height()));
    return {300, (line + 4) + 6 * (line + 6) + (line + 8)};
}

QSize PatienceChart::minimumSizeHint() const {
    const int line = static_cast<int>(std::ceil(QFontMetricsF(font()).height()));
    return {200, (line + 4) + 3 * (line + 6) + (line + 8)};
}

std::unique_ptr<QWidget> PatienceChart::handoutCopy(QSize size) const {
    auto copy = std::make_unique<PatienceChart>();
    // Wide enough for its labels and values (a chart on a hidden tab may be a sliver).
    size.setWidth(std::max(size.width(), 420));
    handout::prepareCopy(copy.get(), this, size);
    QFont font = this->font();
    font.setPointSizeF(std::max(font.pointSizeF(), handout::kMinTextPoints));
    copy->setFont(font);
    copy->handout_ = true;
    copy->setData(data_);
    // As high as its bars (or the line saying there are none), the title and the axis.
    const Geometry g = copy->geometry();
    const double rows = std::max(2, barCount()) * g.rowHeight;
    copy->resize(size.width(),
                 static_cast<int>(std::ceil(g.legend.height() + rows + g.axis.height())) + 1);
    copy->updateScrollBar();
    return copy;
}

PatienceChart::Geometry PatienceChart::geometry() const {
    const QFontMetricsF metrics(font());
    const double line = std::ceil(metrics.height());
    Geometry g;
    g.rowHeight = line + 6;
    g.legend = QRectF(0, 0, width(), line + 4);
    const double axisHeight = line + 8;
    g.rows = QRectF(0, g.legend.bottom(), width(),
                    std::max(0.0, height() - g.legend.height() - axisHeight));
    g.axis = QRectF(0, g.rows.bottom(), width(), axisHeight);
    const double scrollWidth =
        barCount() * g.rowHeight > g.rows.height() + 0.5 ? scroll_->sizeHint().width() : 0.0;
    g.rows.setRight(width() - scrollWidth);
    const double right = width() - scrollWidth - 6;
    double labels = 0;
    double values = metrics.horizontalAdvance(QStringLiteral("0.000000"));
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF boldMetrics(bold);
    for (const Bar& bar : data_.bars) {
        labels = std::max(labels,
                          (bar.highlighted ? boldMetrics : metrics).horizontalAdvance(bar.label));
        values = std::max(values, metrics.horizontalAdvance(bar.valueText));
    }
    g.labelWidth = std::min(std::ceil(labels), std::floor((right - 6) * 0.45));
    g.plotLeft = 6 + g.labelWidth + 8;
    g.plotRight = std::max(g.plotLeft + 20, right - std::ceil(values) - 6);
    return g;
}

bool PatienceChart::isScrollable() const {
    const Geometry g = geometry();
    return barCount() * g.rowHeight > g.rows.height() + 0.5;
}

void PatienceChart::updateScrollBar() {
    const Geometry g = geometry();
    const int content = static_cast<int>(std::ceil(barCount() * g.rowHeight));
    const int shown = static_cast<int>(g.rows.height());
    const bool scrollable = content > shown;
    scroll_->setVisible(scrollable);
    scroll_->setRange(0, scrollable ? content - shown : 0);
    scroll_->setSingleStep(static_cast<int>(g.rowHeight));
    scroll_->setPageStep(std::max(1, shown));
    const int width = scroll_->sizeHint().width();
    scroll_->setGeometry(this->width() - width, static_cast<int>(g.rows.top()), width, shown);
}

double PatienceChart::xOf(double value) const {
    const Geometry g = geometry();
    return g.plotLeft + std::clamp(value, 0.0, 1.0) * (g.plotRight - g.plotLeft);
}

QList<double> PatienceChart::ticks() const {
    const Geometry g = geometry();
    const double room = QFontMetricsF(font()).horizontalAdvance(QStringLiteral("0.25")) + 10;
    double step = 1.0;
    for (const double candidate : {0.1, 0.2, 0.5})
        if (candidate * (g.plotRight - g.plotLeft) >= room) {
            step = candidate;
            break;
        }
    QList<double> values;
    const int steps = static_cast<int>(std::lround(1.0 / step));
    for (int i = 0; i <= steps; ++i)
        values << i * step;
    return values;
}

QRectF PatienceChart::rowRect(int index) const {
    const Geometry g = geometry();
    return QRectF(g.rows.left(), g.rows.top() + index * g.rowHeight - scroll_->value(),
                  g.rows.width(), g.rowHeight);
}

QRectF PatienceChart::barRect(int index) const {
    if (index < 0 || index >= barCount() || !data_.bars[static_cast<std::size_t>(index)].value)
        return {};
    const QRectF row = rowRect(index);
    const double left = xOf(0.0);
    const double right = xOf(*data_.bars[static_cast<std::size_t>(index)].value);
    return QRectF(left, row.top() + 3, std::max(1.0, right - left), row.height() - 6);
}

std::optional<int> PatienceChart::barAt(QPointF point) const {
    const Geometry g = geometry();
    if (!g.rows.contains(point))
        return std::nullopt;
    const int index =
        static_cast<int>(std::floor((point.y() - g.rows.top() + scroll_->value()) / g.rowHeight));
    if (index < 0 || index >= barCount())
        return std::nullopt;
    return index;
}

void PatienceChart::scrollToBar(int index) {
    if (index < 0 || index >= barCount())
        return;
    const Geometry g = geometry();
    const double top = index * g.rowHeight;
    if (top < scroll_->value())
        scroll_->setValue(static_cast<int>(top));
    else if (top + g.rowHeight > scroll_->value() + g.rows.height())
        scroll_->setValue(static_cast<int>(std::ceil(top + g.rowHeight - g.rows.height())));
}

QString PatienceChart::accessibleName(int index) const {
    if (index < 0 || index >= barCount())
        return {};
    const Bar& bar = data_.bars[static_cast<std::size_t>(index)];
    return bar.highlighted ? tr("%1: %2, the highest chance").arg(bar.label, bar.valueText)
                           : tr("%1: %2").arg(bar.label, bar.valueText);
}

void PatienceChart::accessibleDoAction(int index, const QString&) {
    if (index < 0 || index >= barCount())
        return;
    keyboardBar_ = index;
    const pw::patience::Move move = data_.bars[static_cast<std::size_t>(index)].move;
    emit pairActivated(move.first, move.second);
}

void PatienceChart::updateDescription() {
    QStringList parts;
    for (int i = 0; i < barCount(); ++i)
        parts << accessibleName(i);
    QString text =
        parts.isEmpty() ? data_.empty : parts.join(QStringLiteral("; ")) + QLatin1Char('.');
    if (data_.reference)
        text += QLatin1Char(' ') + tr("The position now: %1.").arg(data_.referenceText);
    setAccessibleDescription(text.trimmed());
}

void PatienceChart::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const boardpalette::Colours colours = boardpalette::of(palette());
    painter.fillRect(rect(), colours.background);
    // Disabled (the deal being edited): drawn faded, as the list greys its rows.
    if (!isEnabled())
        painter.setOpacity(0.45);
    const Geometry g = geometry();
    const QFontMetricsF metrics(font());
    const QList<double> tickValues = ticks();

    // The legend: what is charted, and the reference line's value.
    const QRectF legend = g.legend.adjusted(6, 0, -6, 0);
    double captionRight = legend.right();
    if (data_.reference) {
        const QString text = tr("Now: %1").arg(data_.referenceText);
        const double textWidth = metrics.horizontalAdvance(text);
        const double left = legend.right() - textWidth - 22;
        painter.setPen(QPen(kReference, 2, Qt::DashLine));
        const double y = legend.center().y();
        painter.drawLine(QPointF(left, y), QPointF(left + 16, y));
        painter.setPen(colours.text);
        painter.drawText(QRectF(left + 22, legend.top(), textWidth + 1, legend.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, text);
        captionRight = left - 10;
    }
    // (A handout's title in the text colour, bold.)
    painter.setPen(handout_ ? colours.text : colours.muted);
    QFont titleFont = font();
    titleFont.setBold(handout_);
    painter.setFont(titleFont);
    painter.drawText(
        QRectF(legend.left(), legend.top(), std::max(0.0, captionRight - legend.left()),
               legend.height()),
        Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(titleFont).elidedText(tr("Chance to win after each pair"), Qt::ElideRight,
                                            std::max(0.0, captionRight - legend.left())));
    painter.setFont(font());

    // The grid under the bars: a line at every tick, a fainter one every tenth between them.
    QColor grid = colours.text;
    for (int tenth = 0; tenth <= 10; ++tenth) {
        const double value = tenth / 10.0;
        const bool major = std::any_of(tickValues.begin(), tickValues.end(),
                                       [value](double t) { return std::abs(t - value) < 1e-9; });
        grid.setAlpha(major ? 45 : 18);
        painter.setPen(QPen(grid, 1));
        painter.drawLine(QPointF(xOf(value), g.rows.top()), QPointF(xOf(value), g.rows.bottom()));
    }

    // The rows.
    painter.save();
    painter.setClipRect(g.rows);
    if (data_.bars.empty()) {
        painter.setPen(colours.text);
        painter.drawText(g.rows.adjusted(6, 2, -6, -2), Qt::AlignCenter | Qt::TextWordWrap,
                         data_.empty);
    }
    // The bars, then the reference line over them, then the texts over both (each value on a
    // patch of the background, so that the line never runs through its digits).
    const QColor barColour = palette().color(QPalette::Highlight);
    QColor under = colours.text;
    under.setAlpha(28);
    const auto marked = [this](int i) {
        return hovered_ == i || (keyboardBar_ == i && hasFocus());
    };
    for (int i = 0; i < barCount(); ++i) {
        const QRectF row = rowRect(i);
        if (!row.intersects(g.rows))
            continue;
        const Bar& bar = data_.bars[static_cast<std::size_t>(i)];
        if (marked(i))
            painter.fillRect(row, under);
        if (keyboardBar_ == i && hasFocus()) {
            painter.setPen(QPen(colours.muted, 1, Qt::DotLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(row.adjusted(0.5, 0.5, -0.5, -0.5));
        }
        if (bar.value) {
            painter.setPen(bar.highlighted ? QPen(kGold.darker(150), 1) : Qt::NoPen);
            painter.setBrush(bar.highlighted ? kGold : barColour);
            painter.drawRect(barRect(i));
        }
    }
    if (data_.reference) {
        painter.setPen(QPen(kReference, 2, Qt::DashLine));
        const double x = xOf(*data_.reference);
        painter.drawLine(QPointF(x, g.rows.top()), QPointF(x, g.rows.bottom()));
    }
    for (int i = 0; i < barCount(); ++i) {
        const QRectF row = rowRect(i);
        if (!row.intersects(g.rows))
            continue;
        const Bar& bar = data_.bars[static_cast<std::size_t>(i)];
        QFont font = this->font();
        font.setBold(bar.highlighted);
        painter.setFont(font);
        const QFontMetricsF rowMetrics(font);
        painter.setPen(colours.text);
        painter.drawText(QRectF(6, row.top(), g.labelWidth, row.height()),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         rowMetrics.elidedText(bar.label, Qt::ElideRight, g.labelWidth));
        const double valueLeft = bar.value ? barRect(i).right() + 4 : xOf(0.0) + 4;
        const QRectF value(valueLeft, row.top(), rowMetrics.horizontalAdvance(bar.valueText),
                           row.height());
        const QRectF patch = value.adjusted(-2, 3, 2, -3);
        painter.fillRect(patch, colours.background);
        if (marked(i))
            painter.fillRect(patch, under);
        painter.drawText(value.adjusted(0, 0, 1, 0), Qt::AlignLeft | Qt::AlignVCenter,
                         bar.valueText);
    }
    painter.setFont(this->font());
    painter.restore();

    // The value axis: a line, ticks and their values.
    painter.setPen(QPen(colours.muted, 1));
    painter.drawLine(QPointF(xOf(0.0), g.axis.top()), QPointF(xOf(1.0), g.axis.top()));
    const double tickWidth = metrics.horizontalAdvance(QStringLiteral("0.25")) + 10;
    for (const double tick : tickValues) {
        const double x = xOf(tick);
        painter.setPen(QPen(colours.muted, 1));
        painter.drawLine(QPointF(x, g.axis.top()), QPointF(x, g.axis.top() + 4));
        painter.setPen(colours.text);
        painter.drawText(
            QRectF(x - tickWidth / 2, g.axis.top() + 4, tickWidth, g.axis.height() - 4),
            Qt::AlignHCenter | Qt::AlignTop, tickText(tick));
    }
}

void PatienceChart::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    updateScrollBar();
}

void PatienceChart::changeEvent(QEvent* event) {
    // The colours come from the palette when painting; a new font changes every measure.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        updateScrollBar();
        update();
    }
    QWidget::changeEvent(event);
}

void PatienceChart::hover(std::optional<int> bar) {
    if (bar == hovered_)
        return;
    hovered_ = bar;
    update();
    if (bar) {
        const pw::patience::Move move = data_.bars[static_cast<std::size_t>(*bar)].move;
        emit pairHovered(move.first, move.second);
    } else {
        emit pairHovered(-1, -1);
    }
}

void PatienceChart::mouseMoveEvent(QMouseEvent* event) {
    hover(barAt(event->position()));
    QWidget::mouseMoveEvent(event);
}

void PatienceChart::mouseDoubleClickEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton)
        if (const auto bar = barAt(event->position())) {
            const pw::patience::Move move = data_.bars[static_cast<std::size_t>(*bar)].move;
            emit pairActivated(move.first, move.second);
            return;
        }
    QWidget::mouseDoubleClickEvent(event);
}

void PatienceChart::leaveEvent(QEvent* event) {
    hover(std::nullopt);
    QWidget::leaveEvent(event);
}

void PatienceChart::wheelEvent(QWheelEvent* event) {
    // Only a chart with rows to scroll takes the wheel; else the panel scrolls.
    if (scroll_->isVisible())
        QApplication::sendEvent(scroll_, event);
    else
        QWidget::wheelEvent(event);
}

void PatienceChart::keyPressEvent(QKeyEvent* event) {
    const int count = barCount();
    int next = keyboardBar_;
    switch (event->key()) {
    case Qt::Key_Up:
        next = std::max(0, keyboardBar_ - 1);
        break;
    case Qt::Key_Down:
        next = std::min(count - 1, keyboardBar_ + 1);
        break;
    case Qt::Key_Home:
        next = 0;
        break;
    case Qt::Key_End:
        next = count - 1;
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (keyboardBar_ >= 0 && keyboardBar_ < count) {
            const pw::patience::Move move = data_.bars[static_cast<std::size_t>(keyboardBar_)].move;
            emit pairActivated(move.first, move.second);
            return;
        }
        QWidget::keyPressEvent(event);
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    if (count == 0 || next == keyboardBar_)
        return;
    keyboardBar_ = next;
    scrollToBar(next);
    announceFocus(this, next);
    const pw::patience::Move move = data_.bars[static_cast<std::size_t>(next)].move;
    emit pairHovered(move.first, move.second);
    update();
}

// The keyboard's bar is outlined while the chart has the focus.
void PatienceChart::focusInEvent(QFocusEvent* event) {
    update();
    QWidget::focusInEvent(event);
}

void PatienceChart::focusOutEvent(QFocusEvent* event) {
    update();
    QWidget::focusOutEvent(event);
}
