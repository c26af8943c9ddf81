// The Hackenbush Towers page without widgets: the judge tests (C1 and C2 of each), the test
// shown, who is to move, the game against the engine and the options as one history; the
// values, the comparison, the winning moves and the judge answers for what is shown.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/pagemodel.h"
#include "engine/hackenbush/answer.h"
#include "engine/hackenbush/explain.h"
#include "engine/hackenbush/game_value.h"
#include "engine/hackenbush/judge.h"
#include "engine/hackenbush/solver.h"

#include <QStringList>
#include <QTimer>

#include <array>
#include <memory>
#include <optional>
#include <vector>

// One solve of what the page shows: both configurations with their values as text (made on the
// worker: a million-cube value has hundreds of thousands of digits) and every test's answer.
struct HackenbushAnalysis {
    struct Side {
        // A position of white and black cubes: its number (solver.h).
        std::shared_ptr<const pw::hackenbush::Result> result;
        // A position with green cubes (rules.h): its value as a short game (game_value.h);
        // `result` is then null, `fraction` holds the canonical form (shortened) and `mixed` and
        // `signs` are empty.
        std::shared_ptr<const pw::hackenbush::GameAnalysis> game;
        QString fraction, mixed, signs;
        // For a value too long to read exactly (a denominator beyond 2^40, or a shortened
        // fraction): "≈ 1.2345678901234567890e-13 · 1.1102 × 2^-43"; empty otherwise.
        QString approximate;
        QStringList towerLabels;
        // Per colour (White, Black): its most stubborn move when it is losing and can move
        // (explain.h), for positions of up to kStubbornCubeLimit cubes.
        std::array<std::optional<pw::hackenbush::StubbornMove>, 2> stubborn;
        // The game tree (explain.h) of a position of up to kTreeCubeLimit cubes, breadth first up
        // to kTreeMaxNodes nodes, and each node's tower values as text; null for larger positions.
        std::shared_ptr<const pw::hackenbush::GameTree> tree;
        std::vector<QStringList> treeTowerLabels;

        bool isExact() const;
        // Either kind's answers: the winning moves of `mover` to move, whether `move` is one for
        // `mover` (a green cube may be either player's), and the value it leaves as text (a
        // number's after any move; a game's after its winning moves only, else nullopt).
        const std::vector<pw::hackenbush::Move>& winningMoves(pw::hackenbush::Colour mover) const;
        bool isWinningMove(pw::hackenbush::Move move, pw::hackenbush::Colour mover) const;
        std::optional<QString> valueAfter(pw::hackenbush::Move move,
                                          pw::hackenbush::Colour mover) const;
    };
    // Beyond this many cubes a game's values after each winning move are not computed (they
    // can take seconds each: game_value.h).
    static constexpr std::size_t kGameValuesAfterCubeLimit = 120;
    static constexpr std::uint64_t kStubbornCubeLimit = 20000;
    static constexpr std::size_t kTreeCubeLimit = 12;
    static constexpr std::size_t kTreeMaxNodes = 2000;
    Side first;               // C1, or the game's position
    Side second;              // C2
    QStringList judgeAnswers; // "Yes" / "No" for every test
    // C1 against C2 as games, when either has green cubes: greater, less, equal or confused.
    std::optional<pw::hackenbush::GameComparison> comparison;
    static Side of(const pw::hackenbush::Position& position, pw::SolveControl& control);
};

struct HackenbushState : PageState {
    using Colour = pw::hackenbush::Colour;
    struct GameMove {
        pw::hackenbush::Move move;
        bool byEngine = false;
        bool winning = false;    // the move kept (or made) its mover winning
        bool hadWinning = false; // the mover had a winning move
        friend bool operator==(const GameMove&, const GameMove&) = default;
    };
    struct Game {
        std::vector<GameMove> moves;
        friend bool operator==(const Game&, const Game&) = default;
    };
    std::shared_ptr<const std::vector<pw::hackenbush::JudgeTest>> tests;
    int current = 0;
    Colour toMove = Colour::White; // whose winning moves are shown
    Colour human = Colour::White;  // "You play"
    bool humanFirst = true;        // "First move"
    std::optional<Game> game;      // a game on C1 of the test shown
    int randomHeight = 6;
    int seed = 1;
    pw::hackenbush::Rules rules; // green cubes allowed (not in the contest)

    const pw::hackenbush::JudgeTest& test() const {
        return (*tests)[static_cast<std::size_t>(current)];
    }
    // The game's position (C1 after the moves), or C1.
    pw::hackenbush::Position firstShown() const;
    // What the view of C1 (first) or C2 shows: firstShown(), or C2.
    pw::hackenbush::Position shown(bool first) const {
        return first ? firstShown() : test().second;
    }
    Colour gameToMove() const;
    bool gameOver() const;
    // The state with `move` played in the game (precondition: a game is on).
    HackenbushState withMove(const GameMove& move) const;

    QJsonObject toJson() const override;
    bool equals(const PageState& other) const override;
    static std::optional<HackenbushState> fromJson(const QJsonObject& json, QString* error);
    // Throws pw::ParseError when the tests are beyond what the page draws and solves
    // (HackenbushModel::kMaxCubes cubes in all, kMaxTests tests), or hold a cube the rules do
    // not have, before any solving.
    static void checkLimits(const std::vector<pw::hackenbush::JudgeTest>& tests,
                            const pw::hackenbush::Rules& rules);
    // Whether any test holds a green cube.
    bool hasGreen() const;
};

class HackenbushModel : public TypedPageModel<HackenbushState, HackenbushAnalysis> {
    Q_OBJECT
public:
    // What the page draws and solves: cubes in all the tests, and tests.
    static constexpr std::size_t kMaxCubes = 2'000'000;
    static constexpr int kMaxTests = 100'000;
    static constexpr int kEngineDelayMs = 300;
    using Colour = pw::hackenbush::Colour;
    using Move = pw::hackenbush::Move;
    using Position = pw::hackenbush::Position;
    using AnalysisPtr = std::shared_ptr<const HackenbushAnalysis>;

    explicit HackenbushModel(QObject* parent = nullptr);

    QString puzzleId() const override { return QString::fromUtf8(pw::hackenbush::kName); }
    QString title() const override { return tr("Hackenbush Towers"); }
    QString judgeText() const override;
    QString judgeTextNote() const override;
    QString positionId() const override;
    JudgeTextLoss judgeTextLoss() const override;
    QString rulesText() const override;
    QString rulesNote() const override;
    const pw::hackenbush::Rules& rules() const { return state().rules; }
    // "white and black cubes (the contest's)", "white, black and green cubes (either player may
    // take a green cube)" (describeRules).
    static QString rulesWords(const pw::hackenbush::Rules& rules, bool contestMark = true);
    // "Under other rules: …." for rules that are not the contest's; empty for the contest's.
    static QString rulesLine(const pw::hackenbush::Rules& rules);

    int testCount() const { return static_cast<int>(state().tests->size()); }
    bool isPlaying() const { return state().game.has_value(); }
    bool isHumanToMove() const;
    bool isEngineToMove() const;
    // The analysis of what is shown, or null while it is computed.
    AnalysisPtr analysis() const;
    const HackenbushAnalysis::Side* side(bool first) const;
    // The game's story: every move with its verdict, most recent last (rich text).
    QString playStatus() const;

    // ---- The game tree window's preview (view state, not history): a node of C1's (first) or
    // C2's tree that the board shows instead of the position, until the present state changes.
    struct TreePreview {
        bool first = true;
        std::size_t node = 0;
        friend bool operator==(const TreePreview&, const TreePreview&) = default;
    };
    std::optional<TreePreview> treePreview() const { return treePreview_; }
    // Ignored unless the node is in the present analysis's tree of that side.
    void setTreePreview(std::optional<TreePreview> preview);
    // The node previewed on that side's board, or null.
    const pw::hackenbush::TreeNode* previewNode(bool first) const;
    // Makes a tree node the position of its side: one step (not on C1 during a game).
    void showTreeNode(bool first, std::size_t node);

    // ---- Actions, each one step.
    // Green cubes allowed or not (one step). Back to the contest's rules is refused, with a
    // message, while a test holds a green cube.
    void setRules(const pw::hackenbush::Rules& rules);
    void selectTest(int index);
    // `description` names the step ("Edit C1" when empty).
    void editPosition(bool first, const Position& position, const QString& description = {});
    void flipCube(bool first, Move cube);
    void removeFrom(bool first, Move cube);
    void addCube(bool first, int tower, Colour colour);
    void addTower(bool first);
    void removeTower(bool first, int tower);
    void setToMove(Colour colour);
    // Rings the winning moves on the towers: what is shown, not a step of the history.
    void setMarkWinning(bool mark);
    bool markWinning() const { return markWinning_; }
    void setPlayers(Colour human, bool humanFirst);
    void startGame();
    void stopGame();
    bool playHumanMove(Move move);
    // Lets the engine move now (after an undo left it to move).
    void resumeEngine();
    // The engine is to move and is not already about to (Engine move is then offered).
    bool isEngineWaiting() const { return isEngineToMove() && !isJobRunning(kEngineLane); }
    void setRandomOptions(int height, int seed);
    void randomPosition();
    // Edits that a text id in the C1 / C2 field asks for; false with a message when invalid.
    bool setFromTextId(bool first, const QString& id);

protected:
    std::shared_ptr<const PageState> stateFromText(const QString& text,
                                                   QString* error) const override;
    std::shared_ptr<const PageState> exampleState() const override;
    void presentStateReplaced() override;
    void presentStateChanged() override;
    QString solveKey(const PageState& state) const override;
    Solve solve(const HackenbushState& state) const override;
    std::size_t bytesOf(const HackenbushAnalysis& analysis) const override;
    void presentResultChanged() override;
    QJsonObject viewJson() const override;
    void restoreViewJson(const QJsonObject& json) override;

private:
    void commitTests(const QString& description, std::vector<pw::hackenbush::JudgeTest> tests,
                     int current);
    // Starts the engine's move (a job bound to the state, after a short pause so that it is seen)
    // once it is to move, armed, and the analysis of the position is in.
    void armEngineIfReady();
    struct EngineMove {
        pw::hackenbush::Move move;
        bool winning = false;
        std::optional<pw::hackenbush::StubbornMove> stubborn; // when it chose the most stubborn
    };
    void playEngineMove(const EngineMove& chosen);
    // " It chose its most stubborn move: …" for the engine's move at moveIndex, when it is the
    // last move played and was chosen as the most stubborn; empty otherwise.
    QString stubbornReason(std::size_t moveIndex) const;

    static constexpr Lane kEngineLane = 1;
    bool engineArmed_ =
        false; // the engine answers by itself after a move or a new game, not after an undo
    // Why the engine's last losing move was its most stubborn one: the game move it explains
    // (its index) and the values (view state, not history: gone after an undo).
    std::optional<std::pair<std::size_t, pw::hackenbush::StubbornMove>> lastStubborn_;
    std::optional<TreePreview> treePreview_;
    bool markWinning_ = true;
};
