// puzzle-workbench entry point: command-line options, the main window, and --screenshot.
#include "app/mainwindow.h"
#include "app/puzzlepage.h"
#include "app/translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QIcon>
#include <QPixmap>
#include <QTimer>

#include <cstdio>
#include <functional>
#include <memory>
#include <string_view>

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

// True when the arguments ask only for text (--help, --version): QCommandLineParser prints it and
// exits, so no window is shown and no display should be needed.
bool asksForTextOnly(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--")
            return false;
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-?" || arg == "-v" || arg == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char** argv) {
    // QApplication aborts without a display; Qt's always-present "minimal" platform lets --help
    // and --version answer (translated, like the rest) on a headless machine or over ssh.
    if (asksForTextOnly(argc, argv))
        qputenv("QT_QPA_PLATFORM", "minimal");
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Puzzle Workbench"));
    QApplication::setOrganizationName(QStringLiteral("Puzzle Workbench"));
    QApplication::setApplicationVersion(QStringLiteral(PW_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.puzzleworkbench.PuzzleWorkbench"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.puzzleworkbench.PuzzleWorkbench.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Explore Colored Jenga, Double Patience, Hackenbush towers and stones on a polygon."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption puzzleOption(QStringLiteral("puzzle"),
                                          QApplication::translate("main", "Open the page of PUZZLE "
                                                                          "(jenga, patience, hackenbush, stones)."),
                                          QStringLiteral("PUZZLE"));
    const QCommandLineOption openOption(QStringLiteral("open"),
                                        QApplication::translate("main", "Load FILE (judge format) into the page."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Wait for the answer, save a picture of the window to PNG, and exit."),
        QStringLiteral("PNG"));
    const QCommandLineOption examplesOption(
        QStringLiteral("examples"),
        QApplication::translate("main", "Start on the built-in examples instead of the last session."));
    parser.addOptions({puzzleOption, openOption, screenshotOption, examplesOption});
    parser.process(app);

    translations::install(translations::chosen());
    auto window = std::make_unique<MainWindow>();
    const QString puzzle = parser.isSet(puzzleOption) ? parser.value(puzzleOption) : QStringLiteral("stones");
    if (!window->showPage(puzzle)) {
        std::fprintf(stderr, "puzzle-workbench: unknown puzzle '%s' (jenga, patience, hackenbush, stones)\n",
                     qPrintable(puzzle));
        return 1;
    }
    PuzzlePage* page = window->currentPage();
    if (parser.isSet(openOption)) {
        QString error;
        if (!window->openFile(parser.value(openOption), &error)) {
            std::fprintf(stderr, "puzzle-workbench: %s\n", qPrintable(error));
            return 2;
        }
        page = window->currentPage();
    } else if (!parser.isSet(screenshotOption) && !parser.isSet(puzzleOption) &&
               !parser.isSet(examplesOption)) {
        // A plain start continues the last session (positions, options, unsaved edits);
        // the first start shows every page's built-in example.
        window->restoreSession();
        page = window->currentPage();
    }
    window->show();
    if (parser.isSet(screenshotOption))
        screenshotWhenSettled(*window, *page, parser.value(screenshotOption));

    // A new language rebuilds the window from the session, so nothing is lost.
    std::function<void()> connectLanguage;
    connectLanguage = [&] {
        QObject::connect(window.get(), &MainWindow::languageChangeRequested, &app, [&] {
            window->writeSession();
            window->hide();
            window.release()->deleteLater();
            translations::install(translations::chosen());
            window = std::make_unique<MainWindow>();
            window->restoreSession();
            window->show();
            connectLanguage();
        }, Qt::QueuedConnection);
    };
    connectLanguage();
    return app.exec();
}
