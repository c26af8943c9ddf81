// The boards and the chart follow the palette: under a dark palette the Stones and Hackenbush
// boards and the Jenga chart are dark with light ink, under a light one light with dark ink, and
// a palette change redraws them (checked on the rendered pixels).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/gametreeview.h"
#include "app/hackenbush/gametreewindow.h"
#include "app/hackenbush/hackenbushpage.h"
#include "app/hackenbush/hackenbushview.h"
#include "app/helpdialog.h"
#include "app/jenga/jengachart.h"
#include "app/jenga/jengapage.h"
#include "app/patience/patiencepage.h"
#include "app/patience/patiencestudydialog.h"
#include "app/stones/stonespage.h"
#include "app/stones/stonesview.h"
#include "app/theme.h"
#include "app/translations.h"
#include "common/page_wait.h"
#include "common/timing.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QPushButton>
#include <QtTest>

namespace {

QPalette darkPalette() {
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x30, 0x30, 0x30));
    p.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Base, QColor(0x22, 0x22, 0x22));
    p.setColor(QPalette::AlternateBase, QColor(0x2c, 0x2c, 0x2c));
    p.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::ButtonText, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Mid, QColor(0x60, 0x60, 0x60));
    // As a desktop's dark scheme has it (the default is a dark grey, meant for light bases).
    p.setColor(QPalette::PlaceholderText, QColor(0xee, 0xee, 0xee, 0x80));
    for (const QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    return p;
}

QPalette lightPalette() {
    QPalette p;
    p.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    p.setColor(QPalette::WindowText, Qt::black);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::Text, Qt::black);
    p.setColor(QPalette::Mid, QColor(0xa0, 0xa0, 0xa0));
    return p;
}

// The lightness of the widget's pixel near its top-left corner (the board's background there).
// With PW_SCREENSHOT_DIR set, each page as shown under each palette is saved there to be looked at.
void saveShots(const QList<QWidget*>& pages, const QString& suffix) {
    const QString dir = qEnvironmentVariable("PW_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    for (QWidget* page : pages)
        page->grab().save(dir + QLatin1Char('/') +
                          QString::fromLatin1(page->metaObject()->className()) + suffix +
                          QStringLiteral(".png"));
}

int cornerLightness(QWidget* widget) {
    const QImage image = widget->grab().toImage();
    return image.pixelColor(4, 4).lightness();
}

} // namespace

class TestPalette : public QObject {
    Q_OBJECT
private slots:
    void boardsFollowThePalette() {
        StonesPage stones;
        HackenbushPage hackenbush;
        JengaPage jenga;
        PatiencePage patience; // its board is green baize under either palette: its panel is shown
        const QList<QWidget*> pages{&stones, &hackenbush, &jenga, &patience};
        for (QWidget* page : pages) {
            page->resize(1000, 700);
            page->show();
            QVERIFY(QTest::qWaitForWindowExposed(page));
        }
        QVERIFY(waitSettled(stones));
        QVERIFY(waitSettled(hackenbush));
        QVERIFY(waitSettled(jenga));
        QVERIFY(waitSettled(patience));
        GameTreeWindow* tree = hackenbush.gameTreeWindow();
        tree->show();
        QVERIFY(QTest::qWaitForWindowExposed(tree));
        QVERIFY(tree->view()->tree());
        const QList<QWidget*> boards{stones.view(), hackenbush.findChild<HackenbushView*>(),
                                     jenga.chart(), patience.chart(), tree->view()};
        for (QWidget* board : boards)
            QVERIFY(board);

        for (QWidget* page : pages)
            page->setPalette(darkPalette());
        QTRY_VERIFY_WITH_TIMEOUT(stones.view()->isLayerReady(), kHangGuardMs);
        for (QWidget* board : boards)
            QVERIFY2(cornerLightness(board) < 70, board->metaObject()->className());
        QCOMPARE(jenga.chart()->chart()->backgroundBrush().color(), QColor(0x22, 0x22, 0x22));
        saveShots(pages + QList<QWidget*>{tree}, QStringLiteral("-dark"));
        // A disabled die button looks like every other disabled button: its colour is the
        // palette's disabled text, not red, green or blue.
        auto* red = jenga.findChild<QPushButton*>(QStringLiteral("redButton"));
        auto* black = jenga.findChild<QPushButton*>(QStringLiteral("blackButton"));
        QVERIFY(red && black && red->styleSheet().isEmpty());
        QCOMPARE(red->palette().color(QPalette::Disabled, QPalette::ButtonText),
                 black->palette().color(QPalette::Disabled, QPalette::ButtonText));
        QVERIFY(red->palette().color(QPalette::Active, QPalette::ButtonText) !=
                black->palette().color(QPalette::Active, QPalette::ButtonText));
        QCOMPARE(jenga.chart()->chart()->axes().first()->labelsBrush().color(),
                 QColor(0xee, 0xee, 0xee));

        for (QWidget* page : pages)
            page->setPalette(lightPalette());
        QTRY_VERIFY_WITH_TIMEOUT(stones.view()->isLayerReady(), kHangGuardMs);
        for (QWidget* board : boards)
            QVERIFY2(cornerLightness(board) > 200, board->metaObject()->className());
        QCOMPARE(jenga.chart()->chart()->axes().first()->labelsBrush().color(), QColor(Qt::black));
        saveShots(pages + QList<QWidget*>{tree}, QStringLiteral("-light"));
    }

    // View › Theme: the application's own dark and light palettes reach every board and the help
    // pictures (drawn again in the new palette); System gives the platform's palette back.
    void theThemeReachesBoardsAndHelpPictures() {
        const QPalette system = QApplication::palette();
        StonesPage stones;
        HackenbushPage hackenbush;
        for (QWidget* page : QList<QWidget*>{&stones, &hackenbush}) {
            page->resize(1000, 700);
            page->show();
            QVERIFY(QTest::qWaitForWindowExposed(page));
        }
        QVERIFY(waitSettled(stones));
        QVERIFY(waitSettled(hackenbush));
        const QList<QWidget*> boards{stones.view(), hackenbush.findChild<HackenbushView*>()};
        const auto pictureLightness = [](const QPalette& palette) {
            return HelpDialog::picture(QStringLiteral(":/help/hackenbush.svg"), palette, 1.0)
                .pixelColor(2, 2)
                .lightness();
        };
        theme::apply(theme::Theme::Dark);
        QApplication::processEvents(); // the palette reaches the widgets by posted events
        QTRY_VERIFY_WITH_TIMEOUT(stones.view()->isLayerReady(), kHangGuardMs);
        for (QWidget* board : boards)
            QVERIFY2(cornerLightness(board) < 70, board->metaObject()->className());
        QVERIFY(pictureLightness(QApplication::palette()) < 70);
        HelpDialog help;
        QVERIFY(help.showTopic(QStringLiteral("hackenbush")));
        theme::apply(theme::Theme::Light);
        QApplication::processEvents();
        QTRY_VERIFY_WITH_TIMEOUT(stones.view()->isLayerReady(), kHangGuardMs);
        for (QWidget* board : boards)
            QVERIFY2(cornerLightness(board) > 200, board->metaObject()->className());
        QVERIFY(pictureLightness(QApplication::palette()) > 200);
        theme::apply(theme::Theme::System);
        QCOMPARE(QApplication::palette().color(QPalette::Window), system.color(QPalette::Window));
    }

    // The help pictures' texts are translated like the help pages around them.
    void helpPicturesSpeakTheInterfaceLanguage() {
        const QImage english =
            HelpDialog::picture(QStringLiteral(":/help/jenga.svg"), theme::lightPalette(), 1.0);
        QCOMPARE(translations::install(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        const QImage chinese =
            HelpDialog::picture(QStringLiteral(":/help/jenga.svg"), theme::lightPalette(), 1.0);
        translations::install(QStringLiteral("en"));
        QVERIFY(!english.isNull());
        QVERIFY(english != chinese);
    }

    // The study's histogram is a chart like Jenga's, in the palette's colours too: background
    // from Base, labels, titles and counts from Text, grid a faint Text; a palette change
    // recolours it.
    void studyHistogramFollowsThePalette() {
        StudyHistogram histogram;
        histogram.resize(400, 200);
        histogram.setCounts({3, 5, 2});
        histogram.show();
        QVERIFY(QTest::qWaitForWindowExposed(&histogram));
        const auto axisColours = [&histogram](const QColor& text) {
            for (QAbstractAxis* axis : histogram.chart()->axes()) {
                if (axis->labelsBrush().color() != text || axis->titleBrush().color() != text ||
                    axis->gridLineColor() != QColor(text.red(), text.green(), text.blue(), 40))
                    return false;
            }
            return histogram.chart()->axes().size() == 2;
        };
        histogram.setPalette(darkPalette());
        QVERIFY(cornerLightness(&histogram) < 70);
        QCOMPARE(histogram.chart()->backgroundBrush().color(), QColor(0x22, 0x22, 0x22));
        QCOMPARE(histogram.backgroundBrush().color(), QColor(0x22, 0x22, 0x22));
        QVERIFY(axisColours(QColor(0xee, 0xee, 0xee)));
        QCOMPARE(histogram.bars()->labelColor(), QColor(0xee, 0xee, 0xee));
        histogram.setPalette(lightPalette());
        QVERIFY(cornerLightness(&histogram) > 200);
        QCOMPARE(histogram.chart()->backgroundBrush().color(), QColor(Qt::white));
        QVERIFY(axisColours(QColor(Qt::black)));
        QCOMPARE(histogram.bars()->labelColor(), QColor(Qt::black));
    }

    // The study dialog with a study shown, in both palettes (saved for PW_SCREENSHOT_DIR).
    void studyDialogFollowsThePalette() {
        QCOMPARE(translations::install(QStringLiteral("en")), QStringLiteral("en"));
        PatiencePage page;
        page.show();
        PatienceStudyDialog* dialog = page.studyDialog();
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        pw::patience::StudyOptions options;
        options.deals = 12;
        options.seed = 7;
        options.bins = 10;
        dialog->setOptions(options);
        dialog->start();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRunning() && dialog->study(), kHangGuardMs);
        QCOMPARE(dialog->histogram()->bars()->count(), 10);
        dialog->setPalette(darkPalette());
        QVERIFY(cornerLightness(dialog->histogram()) < 70);
        saveShots({dialog}, QStringLiteral("-dark"));
        dialog->setPalette(lightPalette());
        QVERIFY(cornerLightness(dialog->histogram()) > 200);
        saveShots({dialog}, QStringLiteral("-light"));
    }
};

QTEST_MAIN(TestPalette)
#include "test_palette.moc"
