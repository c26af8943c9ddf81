// Draws a Hackenbush position as towers of cubes side by side, with each tower's value, the
// winning moves marked and edit controls; painting and hit testing only (it solves nothing).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/boardaccessible.h"
#include "app/handout.h"
#include "engine/hackenbush/position.h"

#include <QStringList>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class HackenbushView : public QWidget, public AccessibleBoard, public handout::Source {
    Q_OBJECT
public:
    explicit HackenbushView(QWidget* parent = nullptr);

    void setPosition(const pw::hackenbush::Position& position);
    const pw::hackenbush::Position& position() const { return position_; }
    // Drawn at the top left, e.g. "C1".
    void setCaption(const QString& caption);
    // One short text under each tower (its value); greyed while `stale`. `powers`: a '^' in a
    // label is a power of two, drawn as a superscript (numbers: "15/2^48"); not for games, whose
    // '^' is an up ("^*").
    void setTowerLabels(const QStringList& labels, bool stale, bool powers = true);
    // Cubes whose removal wins, in (tower, height) order; drawn with a green ring.
    void setMarkedMoves(std::vector<pw::hackenbush::Move> moves);
    const std::vector<pw::hackenbush::Move>& markedMoves() const { return marked_; }
    // The cube the keyboard acts on, if any.
    std::optional<pw::hackenbush::Move> focusCube() const { return focusCube_; }
    // The cube under the mouse (what the hover text describes), or none.
    std::optional<pw::hackenbush::Move> hoveredCube() const { return hovered_; }
    // Edit controls (+W/+B above each tower, remove tower, add tower) are shown and clickable.
    void setEditable(bool editable);
    bool isEditable() const { return editable_; }
    // Green cubes are allowed (rules.h): the edit controls offer +G too, and the key G.
    void setGreenAllowed(bool allowed);
    bool isGreenAllowed() const { return greenAllowed_; }
    // The colours the add-cube controls offer, left to right.
    std::vector<pw::hackenbush::Colour> addableColours() const;
    // Hovering a cube shades it and every cube above it (what a removal takes away).
    void setRemovalPreview(bool preview);
    // What is said of a cube: its name ("C1, tower 1, cube 2 (black)"), what removing it leaves,
    // and what a click and a press do. The hover line and the tooltip join the name, the effect
    // and the click; a screen reader hears the name, then the effect and the press.
    struct CubeWords {
        QString name;
        QString effect; // empty before the values are known
        QString click;  // "Click to flip, right-click for more."
        QString press;  // "Press to flip its colour; Show menu for more."
        QString hoverLine() const;
    };
    void setCubeDescriber(std::function<CubeWords(pw::hackenbush::Move)> describer);

    // Geometry in widget coordinates (tests click through these).
    // Tall towers are drawn compressed: one row of pixels stands for several cubes.
    // Each tower too tall to draw cube by cube is compressed on its own; the others keep a
    // common cube size.
    bool isCompressed() const; // any tower
    bool isCompressed(std::size_t tower) const;
    std::size_t cubesPerRow(std::size_t tower) const;
    QRectF cubeRect(std::size_t tower, std::size_t height) const;
    std::optional<pw::hackenbush::Move> cubeAt(QPointF point) const;
    QRectF addCubeRect(std::size_t tower, pw::hackenbush::Colour colour) const;
    QRectF removeTowerRect(std::size_t tower) const;
    QRectF addTowerRect() const;
    // How many cubes the last paint drew one by one (for tests: bounded by the pixels, not the
    // cubes).
    std::size_t lastPaintedCells() const { return lastPaintedCells_; }

    // For screen readers: the cubes (tower by tower, bottom up), or the towers of a position of
    // more than kMaxAccessibleCubes cubes; then, while editable, each tower's buttons (a white
    // cube, a black cube, remove the tower) and "Add a tower". Press clicks a part; a cube's Show
    // menu opens its menu.
    static constexpr std::size_t kMaxAccessibleCubes = 2000;
    int accessibleCount() const override;
    QString accessibleName(int part) const override;
    QString accessiblePartDescription(int part) const override;
    QRect accessibleRect(int part) const override;
    QStringList accessibleActions(int part) const override;
    void accessibleDoAction(int part, const QString& action) override;
    int accessibleFocus() const override;

    // The towers, their values and the winning moves' rings for a handout: no edit controls,
    // hover or cursor; every text 10 points and more.
    std::unique_ptr<QWidget> handoutCopy(QSize size) const override;

    QSize sizeHint() const override { return {420, 560}; }
    QSize minimumSizeHint() const override { return {200, 260}; }

signals:
    void cubeClicked(int tower, int height);
    void cubeContextMenuRequested(int tower, int height, QPoint globalPosition);
    // `colour`: a pw::hackenbush::Colour (White, Black, or Green when allowed).
    void addCubeClicked(int tower, int colour);
    void removeTowerClicked(int tower);
    void addTowerClicked();
    // What is under the mouse, in one line (empty when nothing is).
    void hoverChanged(const QString& description);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void leaveEvent(QEvent* event) override;
    // Arrows move a focus cube, Space/Enter clicks it, the menu key opens its menu, W/B put a
    // cube on its tower: everything the mouse does, from the keyboard.
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    bool partsAreCubes() const { return position_.cubeCount() <= kMaxAccessibleCubes; }
    // The parts before the edit controls: one a cube, or one a tower.
    int boardPartCount() const;
    // An edit control's part: {tower, what} with what 0 (white cube), 1 (black cube), 2 (remove
    // the tower), or {-1, 3} for Add a tower; nullopt for a cube or tower part.
    std::optional<std::pair<int, int>> controlOfPart(int part) const;
    // The cube of a part (partsAreCubes()), and back.
    std::optional<pw::hackenbush::Move> cubeOfPart(int part) const;
    int partOfCube(pw::hackenbush::Move cube) const;
    // Shared by the geometry and the painting.
    static constexpr double kMargin = 10.0;
    static constexpr double kCaptionHeight = 22.0;
    static constexpr double kButtonRowHeight = 24.0;
    // Under each tower: its value, its height, and (while editable) its remove button on a row of
    // its own, so that the height keeps its word "cubes" in a narrow column.
    static constexpr double kLabelAreaHeight = 40.0;
    static constexpr double kRemoveRowHeight = 18.0;
    double labelAreaHeight() const { return kLabelAreaHeight + (editable_ ? kRemoveRowHeight : 0); }

    struct Layout {
        double left = 0, columnWidth = 0, cubeWidth = 0;
        double top = 0, bottom = 0;
        double cubeHeight = 0;       // towers drawn cube by cube
        std::size_t normalLimit = 0; // the tallest tower drawn cube by cube
        std::size_t rows = 1;        // rows of rowHeight pixels a compressed tower has
        double rowHeight = 2;
    };
    // A tower taller than normalLimit is compressed: each row stands for perRow cubes.
    struct TowerScale {
        bool compressed = false;
        std::size_t perRow = 1;
        double unit = 1; // pixels a row (compressed) or a cube
    };
    TowerScale scaleOf(const Layout& l, std::size_t tower) const;
    // The compressed view's rows, rebuilt once per edit or resize (never per frame).
    struct RowSummary {
        std::vector<std::uint32_t> blackCounts;
        std::vector<char> marked;
    };
    Layout layout() const;
    std::size_t slotCount() const;
    double towerCentre(std::size_t tower) const;
    void ensureSummaries();
    void paintTower(QPainter& painter, std::size_t tower, const Layout& l, const QRectF& exposed);
    void paintEditControls(QPainter& painter, const Layout& l);
    void updateHover(QPointF point);
    bool isMarked(std::size_t tower, std::size_t height) const;

    pw::hackenbush::Position position_;
    std::size_t maxHeight_ = 0;
    QString caption_;
    QStringList labels_;
    bool labelsStale_ = false;
    bool labelPowers_ = true;
    std::vector<pw::hackenbush::Move> marked_;
    bool editable_ = true;
    bool greenAllowed_ = false;
    bool removalPreview_ = false;
    std::function<CubeWords(pw::hackenbush::Move)> describer_;
    bool handout_ = false; // a handout's copy: no text under 10 points
    // How small the values' and heights' fonts may get, as a share of the font: on screen 65 %,
    // in a handout no smaller than 10 points.
    double smallestTextScale(double screen) const;
    void moveFocusCube(int towerStep, int heightStep, bool announce = true);
    std::optional<pw::hackenbush::Move> focusCube_;
    bool cursorShown_ = false; // after a key or focus by Tab; a click hides it
    std::optional<pw::hackenbush::Move> hovered_;
    QString hoverDescription_;
    std::vector<RowSummary> summaries_;
    bool summariesValid_ = false;
    std::size_t lastPaintedCells_ = 0;
};
