// The PNG icons rendered from the SVG at build time: every size the package installs, square, with
// the SVG's transparent rounded corners and its opaque face.
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QImage>
#include <QtTest>

class TestIcons : public QObject {
    Q_OBJECT

private slots:
    void sizes_data() {
        QTest::addColumn<int>("size");
        for (const int size : {16, 24, 32, 48, 64, 128, 256})
            QTest::addRow("%dx%d", size, size) << size;
    }
    void sizes() {
        QFETCH(int, size);
        const QString path =
            QStringLiteral(PW_ICON_DIR "/%1x%1/apps/"
                                       "io.github.puzzleworkbench.PuzzleWorkbench.png")
                .arg(size);
        QImage icon;
        QVERIFY2(icon.load(path, "PNG"), qPrintable(path));
        QCOMPARE(icon.size(), QSize(size, size));
        QVERIFY(icon.hasAlphaChannel());
        // The rounded corner of the frame is left transparent; the middle is the opaque face.
        QCOMPARE(qAlpha(icon.pixel(0, 0)), 0);
        QCOMPARE(qAlpha(icon.pixel(size / 2, size / 2)), 255);
    }

    // Nothing else in the folder: a size dropped from packaging.cmake must be dropped here too.
    void noOtherSizes() {
        const QStringList folders =
            QDir(QStringLiteral(PW_ICON_DIR)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(folders,
                 QStringList({"128x128", "16x16", "24x24", "256x256", "32x32", "48x48", "64x64"}));
    }
};

QTEST_GUILESS_MAIN(TestIcons)
#include "test_icons.moc"
