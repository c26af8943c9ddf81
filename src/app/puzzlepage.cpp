// PuzzlePage: undo history as position ids and the paste logic shared by every page.
#include "app/puzzlepage.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QScrollArea>
#include <QSplitter>
#include <QUndoCommand>
#include <QUndoStack>

// One edit: undo and redo show the position ids before and after it. Pages cache results by
// position, so stepping through history does not solve again.
class PositionEditCommand : public QUndoCommand {
public:
    PositionEditCommand(PuzzlePage* page, const QString& description, QString before, QString after)
        : QUndoCommand(description), page_(page), before_(std::move(before)), after_(std::move(after)) {}

    void undo() override { page_->replay(before_); }
    void redo() override {
        if (firstRedo_) // the edit itself already changed the position
            firstRedo_ = false;
        else
            page_->replay(after_);
    }

private:
    PuzzlePage* page_;
    QString before_;
    QString after_;
    bool firstRedo_ = true;
};

PuzzlePage::PuzzlePage(QWidget* parent) : QWidget(parent), undoStack_(new QUndoStack(this)) {
    // The page owns its undo shortcuts, so they work wherever the page is shown (and in tests);
    // the main window's Edit menu only displays them.
    QAction* undo = undoStack_->createUndoAction(this);
    undo->setShortcuts(QKeySequence::Undo);
    undo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(undo);
    QAction* redo = undoStack_->createRedoAction(this);
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    redo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(redo);
}

void PuzzlePage::recordEdit(const QString& description, const std::function<void()>& change) {
    // Replays, and edits inside an edit (e.g. a loader that edits), are not steps of their own.
    if (replaying_ || recording_) {
        change();
        return;
    }
    const QString before = positionId();
    struct Recording {
        bool& flag;
        explicit Recording(bool& f) : flag(f) { flag = true; }
        ~Recording() { flag = false; }
    };
    {
        const Recording recording(recording_);
        change();
    }
    const QString after = positionId();
    if (after != before)
        undoStack_->push(new PositionEditCommand(this, description, before, after));
    emit positionChanged();
}

void PuzzlePage::replay(const QString& id) {
    replaying_ = true;
    QString error;
    if (!loadPositionId(id, &error))
        qWarning("cannot restore position %s: %s", qPrintable(id), qPrintable(error));
    replaying_ = false;
    emit positionChanged();
}

void PuzzlePage::setUpLayout(const QList<QWidget*>& views, QWidget* panel) {
    auto* scroll = new QScrollArea;
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumWidth(panel->minimumSizeHint().width() + 20);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    for (QWidget* view : views) {
        splitter->addWidget(view);
        splitter->setStretchFactor(splitter->count() - 1, 1);
    }
    splitter->addWidget(scroll);
    splitter->setStretchFactor(splitter->count() - 1, 0);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
}

QString PuzzlePage::openJudgeFileFromDialog() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open %1 judge file").arg(title()), QString(),
                                                      tr("Text files (*.txt *.in);;All files (*)"));
    if (path.isEmpty())
        return {};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("Cannot open %1: %2").arg(path, file.errorString());
    QString error;
    if (!openJudgeText(QString::fromUtf8(file.readAll()), &error))
        return tr("Not opened, nothing was changed: %1").arg(error);
    return {};
}

QString PuzzlePage::pasteFromClipboard() {
    QString error;
    if (!loadText(QApplication::clipboard()->text(), &error))
        return tr("Not pasted, nothing was changed: %1").arg(error);
    return {};
}

bool PuzzlePage::openJudgeText(const QString& text, QString* error) {
    bool loaded = false;
    recordEdit(tr("Open judge text"), [&] { loaded = loadJudgeText(text, error); });
    return loaded;
}

bool PuzzlePage::loadText(const QString& text, QString* error) {
    const QString trimmed = text.trimmed();
    bool loaded = false;
    QString idError;
    // A one-line text may be a position id; anything else is judge text.
    if (!trimmed.isEmpty() && !trimmed.contains(QLatin1Char('\n'))) {
        recordEdit(tr("Paste position"), [&] { loaded = loadPositionId(trimmed, &idError); });
        if (loaded)
            return true;
    }
    recordEdit(tr("Paste judge text"), [&] { loaded = loadJudgeText(text, error); });
    if (!loaded && error && !idError.isEmpty())
        *error = tr("not a position id (%1) nor judge text (%2)").arg(idError, *error);
    return loaded;
}
