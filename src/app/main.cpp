// puzzle-workbench entry point: command-line options, the main window, and --screenshot.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mainwindow.h"
#include "app/puzzlepage.h"
#include "engine/registry/registry.h"
#include "app/translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QIcon>
#include <QJsonObject>
#include <QPixmap>
#include <QTimer>

#include <cstdio>
#include <functional>
#include <string_view>
#include <memory>

namespace {

// Saves a picture of the window once the page has its answer on screen, then quits.
void screenshotWhenSettled(MainWindow& window, PuzzlePage& page, const QString& path) {
    auto* poll = new QTimer(&window);
    auto* clock = new QElapsedTimer;
    clock->start();
    QObject::connect(poll, &QTimer::timeout, &window, [&window, &page, path, poll, clock] {
        constexpr qint64 kTimeoutMs = 120000;
        if (!page.isSettled() && clock->elapsed() < kTimeoutMs)
            return;
        poll->stop();
        const bool timedOut = !page.isSettled();
        delete clock;
        const bool saved = window.grab().save(path, "PNG");
        if (!saved)
            std::fprintf(stderr, "puzzle-workbench: cannot write %s\n", qPrintable(path));
        if (timedOut)
            std::fprintf(stderr, "puzzle-workbench: the solve did not finish in time\n");
        QApplication::exit(saved && !timedOut ? 0 : 1);
    });
    // A short first delay lets layouts settle before the first check.
    QTimer::singleShot(200, poll, [poll] { poll->start(50); });
}

// The application's names (for settings, the session and the desktop).
void setNames() {
    QCoreApplication::setApplicationName(QStringLiteral("Puzzle Workbench"));
    QCoreApplication::setOrganizationName(QStringLiteral("Puzzle Workbench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PW_VERSION));
}

// The command line, in the interface language (translators are installed first).
struct Options {
    QCommandLineOption puzzle{QStringLiteral("puzzle"),
                              QCoreApplication::translate("main", "Open the page of PUZZLE (%1).")
                                  .arg(QString::fromStdString(pw::registry::names())),
                              QStringLiteral("PUZZLE")};
    QCommandLineOption open{QStringLiteral("open"),
                            QCoreApplication::translate("main", "Load FILE (judge format) into the page."), QStringLiteral("FILE")};
    QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Wait for the answer, save a picture of the window to PNG, and exit."),
        QStringLiteral("PNG")};
    QCommandLineOption examples{QStringLiteral("examples"),
                                QCoreApplication::translate("main", "Start on the built-in examples instead of the last session.")};
    void addTo(QCommandLineParser& parser) const {
        parser.setApplicationDescription(QCoreApplication::translate(
            "main", "Explore Colored Jenga, Double Patience, Hackenbush towers and stones on a polygon."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({puzzle, open, screenshot, examples});
        parser.addPositionalArgument(QStringLiteral("files"),
                                     QCoreApplication::translate("main", "Files to open (judge text or workbench documents)."),
                                     QStringLiteral("[FILE...]"));
    }
};

bool asksForHelpOrVersion(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--")
            return false;
        if (arg == "-h" || arg == "--help" || arg == "-?" || arg == "--help-all" || arg == "-v" || arg == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char** argv) {
    // --help and --version need no display: a QCoreApplication answers them (and exits).
    if (asksForHelpOrVersion(argc, argv)) {
        QCoreApplication core(argc, argv);
        setNames();
        translations::install(translations::chosen());
        QCommandLineParser parser;
        const Options options;
        options.addTo(parser);
        parser.process(core);
        return 0;
    }
    QApplication app(argc, argv);
    setNames();
    QApplication::setDesktopFileName(QStringLiteral("io.github.puzzleworkbench.PuzzleWorkbench"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.puzzleworkbench.PuzzleWorkbench.svg")));
    translations::install(translations::chosen());

    QCommandLineParser parser;
    const Options options;
    options.addTo(parser);
    parser.process(app);
    const QCommandLineOption& puzzleOption = options.puzzle;
    const QCommandLineOption& openOption = options.open;
    const QCommandLineOption& screenshotOption = options.screenshot;
    const QCommandLineOption& examplesOption = options.examples;

    auto window = std::make_unique<MainWindow>();
    QStringList files = parser.positionalArguments();
    if (parser.isSet(openOption))
        files.prepend(parser.value(openOption));
    // A start continues the last session (every page's history, unsaved changes included); the
    // first start shows every page's built-in example. Files open on top of the session. A run on
    // the examples or for a screenshot leaves the session alone.
    if (parser.isSet(screenshotOption) || parser.isSet(examplesOption))
        window->setSessionEnabled(false);
    else
        window->restoreSession();
    if (parser.isSet(puzzleOption) && !window->showPage(parser.value(puzzleOption))) {
        std::fprintf(stderr, "puzzle-workbench: unknown puzzle '%s' (%s)\n", qPrintable(parser.value(puzzleOption)),
                     pw::registry::names().c_str());
        return 1;
    }
    // Every file goes through the one way in; one that cannot be opened is reported in the
    // window (and on stderr), which still opens with everything else.
    QStringList problems;
    for (const QString& file : files) {
        QString error;
        if (!window->openFile(file, &error)) {
            std::fprintf(stderr, "puzzle-workbench: %s\n", qPrintable(error));
            problems << error;
        }
    }
    if (!problems.isEmpty())
        QTimer::singleShot(0, window.get(), [&window, problems] {
            window->showMessage(QApplication::translate("main", "Open"),
                                QApplication::translate("main", "Nothing was changed: %1").arg(problems.join(QLatin1Char('\n'))));
        });
    PuzzlePage* page = window->currentPage();
    window->show();
    if (parser.isSet(screenshotOption))
        screenshotWhenSettled(*window, *page, parser.value(screenshotOption));

    // A new language rebuilds the window from the session, so nothing is lost.
    std::function<void()> connectLanguage;
    connectLanguage = [&] {
        QObject::connect(window.get(), &MainWindow::languageChangeRequested, &app, [&] {
            const QJsonObject session = window->sessionObject();
            const bool sessionEnabled = window->isSessionEnabled();
            window->writeSession();
            window->hide();
            window.release()->deleteLater();
            translations::install(translations::chosen());
            window = std::make_unique<MainWindow>();
            window->setSessionEnabled(sessionEnabled);
            QStringList problems;
            window->applySession(session, &problems);
            window->show();
            connectLanguage();
        }, Qt::QueuedConnection);
    };
    connectLanguage();
    return app.exec();
}
