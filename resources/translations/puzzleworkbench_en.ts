<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CheckDialog</name>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check a Solution…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a contest solution on generated tests against the exact answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Puzzle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;rogram:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the program and its arguments, run without a shell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C++ &amp;source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random tests; with all kinds, a tenth as many maximal tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed gives the same tests, here and in the command-line tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edge cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tests:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processor time a test; the program is killed at twice it in real time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time &amp;limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The smallest failing case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The case, as contest input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the program printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open on Its Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the case on its page, with the exact answer explained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sa&amp;ve the Case…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The case was not opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compiling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shrinking %1: %2 runs so far, now %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tests done, %2 failed. Running %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a program and press Check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the C++ source to compile and check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the program to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No failing case yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check could not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compiled with: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on test %2 (%3). The smallest failing case is below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, shrunk from %2 in %3 runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not shrunk).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 tests: every test that ran passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed: %1 of %1 tests, in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no failing case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check: failing case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the case went to another page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Program to Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The C++ Source to Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C++ sources (*.cpp *.cc *.cxx *.C);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the Case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The case was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compiler, found in PATH; it runs in the sandbox too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compiler&apos;s flags; the source is compiled, then checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;mpiler:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Programs and the compiler run in a sandbox (bubblewrap): no network, none of your files, the system read-only, and every process they start ends with their run. It needs the bubblewrap package and user namespaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &amp;without the sandbox (unsafe: only for a program you trust)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program then runs with your files and the network in its reach; the report says so at its top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compiling in the sandbox…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was run: no sandbox can be made here. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source does not compile: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameTreeView</name>
    <message>
        <source>Solid: White removes a white cube (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dashed: Black removes a black cube (Right)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameTreeWindow</name>
    <message>
        <source>Hackenbush game tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tree of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected position and its value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Make it the position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export picture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C1 (the game&apos;s position)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game tree is drawn for positions of up to %1 cubes; %2 has %3. Remove cubes, or choose a smaller test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tree is not known (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the tree…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the game first: its position is C1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The tree is cut at %Ln position(s): a node marked + may have options beyond it; make one the position to see further.</source>
        <translation>
            <numerusform>The tree is cut at %Ln position: a node marked + may have options beyond it; make one the position to see further.</numerusform>
            <numerusform>The tree is cut at %Ln positions: a node marked + may have options beyond it; make one the position to see further.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln position(s) in the tree: every position the game can reach.</source>
        <translation>
            <numerusform>%Ln position in the tree: every position the game can reach.</numerusform>
            <numerusform>%Ln positions in the tree: every position the game can reach.</numerusform>
        </translation>
    </message>
    <message>
        <source>The board shows the selected position; click the board or select the root to return.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a node to see it on the board; double-click it or press Enter to make it the position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After %1 removes cube %2 of tower %3: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position itself: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no cubes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Left (White) has %n option(s)</source>
        <translation>
            <numerusform>Left (White) has %n option</numerusform>
            <numerusform>Left (White) has %n options</numerusform>
        </translation>
    </message>
    <message>
        <source>SVG picture (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the game tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Right (Black) has %n option(s)</source>
        <translation>
            <numerusform>Right (Black) has %n option</numerusform>
            <numerusform>Right (Black) has %n options</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2. %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game tree is drawn for white and black cubes; %1 has green ones. Hover a cube for its tower&apos;s value derived as a game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HackenbushModel</name>
    <message>
        <source>%1 tests; the page takes at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cubes in all; the page takes at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cube %1 of tower %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and the %n cube(s) above it</source>
        <translation>
            <numerusform>%1 and the %n cube above it</numerusform>
            <numerusform>%1 and the %n cubes above it</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine removes %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show test %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is on: click a cube of your colour to remove it, or press Back to editing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit C1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit C2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a text id (towers of W and B separated by |): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over. Undo, or start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for the engine&apos;s move, or press Engine move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play %1: you may only remove %2 cubes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait a moment: the position is being analysed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random C1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose your colour and who moves first, then press New game: you remove cubes of your colour by clicking them; the engine answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play %1 and move first: click a %2 cube to remove it and every cube above it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play %1; the engine moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine (%1) removed %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is a winning move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has no winning move: it is losing if you play well.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You removed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;A winning move.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Not a winning move&lt;/b&gt;: you had one, now the engine can win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You had no winning move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;You cannot move: the engine wins.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 cannot move: you win!&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine is to move: press Engine move (E), or undo further.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hackenbush Towers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It chose its most stubborn move: tower %1 is now worth %2 instead of %3, so the value is %4 instead of %5; you still win, by %6, the smallest margin it could leave you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: towers %2 (worth %3 together) become one tower of that value, %4 (its colours are the value&apos;s sign expansion); the total value is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tower is taller than the contest&apos;s %1 cubes (the workbench reads it; the contest&apos;s own solutions may not).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more configuration(s) likewise.</source>
        <translation>
            <numerusform>%n more configuration likewise.</numerusform>
            <numerusform>%n more configurations likewise.</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to a game-tree position of C1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to a game-tree position of C2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tower is taller than the contest&apos;s %1 cubes (the workbench reads it; the contest&apos;s own solutions may not).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge format has three towers per configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the game against the engine (%n move(s) on C1)</source>
        <translation>
            <numerusform>the game against the engine (%n move on C1)</numerusform>
            <numerusform>the game against the engine (%n moves on C1)</numerusform>
        </translation>
    </message>
    <message>
        <source>the positions as they were before the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play %1: you may only remove %2 or green cubes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green cubes are not in the contest&apos;s rules: allow them in the Rules box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a text id (towers of W, B and G separated by |): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white, black and green cubes (either player may take a green cube)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white and black cubes (the contest&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white and black cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under other rules: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tests hold green cubes, which the contest&apos;s rules do not have: remove or recolour them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow green cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contest rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: green cubes on more than three towers, with the white and black ones merged, have no judge text (a sum of games is not one tower).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The white and black towers of a configuration with green cubes become one tower of their value; the green ones stay.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HackenbushPage</name>
    <message>
        <source>C1 towers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C2 towers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %1 more tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge tests (%1; the first %2 can be shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove &amp;tower %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no towers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cubes: too long to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game on C1: %1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · value %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = &lt;big&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/big&gt;&lt;br&gt;mixed: %3 · sign expansion: %4&lt;br&gt;%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparison of C1 and C2 comes back after the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C1 is at least as favourable for White as C2: &lt;big&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/big&gt;, because %2 %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move in %2: &lt;b&gt;no winning move&lt;/b&gt;, %1 loses against best play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, ringed in green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hover a cube for the value after removing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, tower %2, cube %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2&apos;s move) leaves %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a winning move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a winning move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to flip, right-click for more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&amp;Remove this cube and the %Ln above</source>
        <translation>
            <numerusform>&amp;Remove this cube and the %Ln above</numerusform>
            <numerusform>&amp;Remove this cube and the %Ln above</numerusform>
        </translation>
    </message>
    <message>
        <source>position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: not known (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 to move in %2: &lt;b&gt;%Ln winning move(s)&lt;/b&gt;%3.</source>
        <translation>
            <numerusform>%1 to move in %2: &lt;b&gt;%Ln winning move&lt;/b&gt;%3.</numerusform>
            <numerusform>%1 to move in %2: &lt;b&gt;%Ln winning moves&lt;/b&gt;%3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Judge tests (%Ln test(s))</source>
        <translation>
            <numerusform>Judge tests (%Ln test)</numerusform>
            <numerusform>Judge tests (%Ln tests)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>removing it and the %Ln above</source>
        <translation>
            <numerusform>removing it and the %Ln above</numerusform>
            <numerusform>removing it and the %Ln above</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The bottom run: %n %1 cube(s), worth %2.</source>
        <translation>
            <numerusform>The bottom run: %n %1 cube, worth %2.</numerusform>
            <numerusform>The bottom run: %n %1 cubes, worth %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cube %1 (%2): %3 1/%4, running sum %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and the cubes above, each with half the weight of the one below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign expansion (white +, black −): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hover a cube to see its tower&apos;s value derived step by step: the run at the bottom, then each cube&apos;s ±1/2^k with the running sum, then the sign expansion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1, tower %2, step by step&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · game-tree position · value %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game trees are drawn for positions of up to %1 cubes (C1 has %2, C2 has %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game tree shows every position the game can reach, each with its value {&#xa0;L&#xa0;|&#xa0;R&#xa0;} and how the simplicity rule picks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more tower(s).</source>
        <translation>
            <numerusform>… and %n more tower.</numerusform>
            <numerusform>… and %n more towers.</numerusform>
        </translation>
    </message>
    <message>
        <source>Press to flip its colour; Show menu for more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press to remove it and the cubes above, if it is your colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = &lt;big&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/big&gt;&lt;br&gt;a game, not a number: its canonical form%3&lt;br&gt;&lt;b&gt;%4&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C1 is at least as favourable for White as C2: &lt;big&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/big&gt;, because as games %2 is %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a green cube the value is a game: the tower cut above each cube is { the values White&apos;s removals leave | those Black&apos;s leave }, in canonical form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cube %1 (%2): { %3 | %4 } = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and the cubes above, in the same way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green cubes (either player may take one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow green cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A green cube may be taken by either player, with every cube above it; the values are then games in CGSuite&apos;s notation. The contest has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tests hold green cubes: remove or recolour them first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the contest&apos;s rules, as one step that Undo takes back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game trees are drawn for white and black cubes only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2&apos;s move): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hover a cube to see its tower&apos;s value derived step by step: for white and black cubes the run at the bottom, each cube&apos;s ±1/2^k and the sign expansion; with a green cube, the tower cut above each cube as { White&apos;s options | Black&apos;s }.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HackenbushPanel</name>
    <message>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value of C1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value of C2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison of C1 and C2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C1 is at least as favourable for White as C2 exactly when value(C1) ≥ value(C2): then any fourth tower White wins with C2 she also wins with C1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the computation in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop computing C2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge test shown as C1 and C2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test of the judge input shown as C1 and C2 (Page Up / Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a file in the contest judge format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste judge text (or a text id such as WBB|WBW|B for C1) from the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge output:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contest&apos;s answer for every test, as the judge prints it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the cubes White can remove to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the cubes Black can remove to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring in green the cubes whose removal wins for the player to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the engine (on C1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White (remove white cubes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black (remove black cubes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who moves first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play C1 against the engine (Ctrl+G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your last move and the engine&apos;s answer (Backspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the game; C1 is as it was before the game (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C1 as a text id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Towers bottom to top separated by |, e.g. WBB|WBW|B; press Enter to apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C2 as a text id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Towers bottom to top separated by |, e.g. BWW|BWW|WBB; press Enter to apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Random:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest tower height for random positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest tower height of a random position (the contest allows 50; up to a million here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>height ≤ </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed gives the same towers everywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random C1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three random towers for C1 from the height and the seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tower step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hovered tower&apos;s value, step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game tree…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every position the game can reach, with its value {L | R} and how the simplicity rule picks it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine &amp;move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the engine make its move now, when it is to move (E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HackenbushView</name>
    <message>
        <source>Hackenbush towers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow keys choose a cube; Space clicks it (flip, or remove in a game); W or B puts a white or black cube on its tower; the menu key offers more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a white cube on top of tower %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a black cube on top of tower %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove tower %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an empty tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower %1 compressed: 1 row = %2 cubes, shaded by its share of black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tall towers compressed: rows of cubes, shaded by their share of black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Tower %1: %Ln cube(s), value %2</source>
        <translation>
            <numerusform>Tower %1: %Ln cube, value %2</numerusform>
            <numerusform>Tower %1: %Ln cubes, value %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Tower %1, cube %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a green cube on top of tower %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Puzzle Workbench Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpPicture</name>
    <message>
        <source>top: incomplete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Intake</name>
    <message>
        <source>there is no text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a workbench document, nor judge text or a position of any puzzle; as %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a valid workbench document: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 options are not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 page: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JengaChart</name>
    <message>
        <source>P(game lasts t minutes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distribution of the game length</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JengaEngine</name>
    <message>
        <source>end-game table with optimistic aggregation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fewest moves at 6/5 minutes each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preferences fitted to exact choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one-step lookahead on the fitted preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two-step policy iteration on the fitted preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookahead on the lower bound&apos;s values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kill-first, middle-first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end-game table with optimistic aggregation, the first moves searched exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fewest moves at (the die&apos;s faces / its colour faces) minutes each</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JengaModel</name>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 levels; at most %2 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seed is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a minute of the game is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move of the game cannot be played there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game does not lead to the tower shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pending roll is not possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tower has at most %1 levels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a block back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a block out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recolour a block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the die first (R), or pick the face it shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now click the free slot on top where the block goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That block cannot come out: its level would fall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The die shows %1: click a %1 block below the top level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll %1: no move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: take a %1 block whose level still stands without it, and put it on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the number of levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a block to change its colour; right-click or Shift+click takes it out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filled badges mark the best block to take for each die colour, outlined ones where it goes; hover a block to see what taking it leaves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: take a %2 block out and put it on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black: the minute passed with no move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no %2 block could come out, the minute passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played %1: &lt;b&gt;optimal&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played %1: &lt;b&gt;not optimal&lt;/b&gt;, it leaves %2 minutes; the best leaves %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No block can come out: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the die (R) or pick the face it shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colored Jenga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: %1 (%2), leaving %3 minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the game played (%n minute(s)) and the tower it started from</source>
        <translation>
            <numerusform>the game played (%n minute) and the tower it started from</numerusform>
            <numerusform>the game played (%n minutes) and the tower it started from</numerusform>
        </translation>
    </message>
    <message>
        <source>the tower as it stands now</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>a die of %1 red, %2 green, %3 blue and %n black face(s)</source>
        <translation>
            <numerusform>a die of %1 red, %2 green, %3 blue and %n black face</numerusform>
            <numerusform>a die of %1 red, %2 green, %3 blue and %n black faces</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (the contest&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The die needs at least one red, green or blue face: the rules are unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each colour has from 0 to %1 faces: the rules are unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contest rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The die in force has no %1 face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rules must be the die as text, such as 1,2,2,1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JengaPage</name>
    <message>
        <source>The die shows %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new level starts here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to start a new level with a red block here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty slot (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty slot (%1): click to put a red block back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 block (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocks are never taken from the top level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It cannot come out: its level would fall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best %1 block leaves %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is an optimal %1 block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tower cannot be played: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;big&gt;Expected remaining: &lt;b&gt;%1&lt;/b&gt; minutes&lt;/big&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;big&gt;Expected duration: &lt;b&gt;%1&lt;/b&gt; minutes&lt;/big&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No block can come out: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact, read from the table of the game&apos;s start tower (no new solve)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · expected total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No exact solution to chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean &lt;b&gt;%1&lt;/b&gt; minutes (the expected duration) · standard deviation &lt;b&gt;%2&lt;/b&gt; · median %3 · 90% of games end within %4 minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game-length chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game-length distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected minutes after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra over the best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choices per die colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact, under optimal play · %1 positions solved in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The rest of the game from the tower shown, after %n minute(s).</source>
        <translation>
            <numerusform>The rest of the game from the tower shown, after %n minute.</numerusform>
            <numerusform>The rest of the game from the tower shown, after %n minutes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solve exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact solve is predicted to reach about %1 positions in %2 and %3 of memory, as a typical tower of this height does; one tower may reach from a quarter to one and a half times as many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No estimate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Towers of up to %1 levels are solved exactly as you edit; this one can be solved exactly on request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Towers of up to %1 levels are solved exactly as you edit; this one would need about %2 of memory, more than the %3 an exact solve may use here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game length under optimal play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new level (level %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top level (level %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take the %1 %2 block of level %3; put it on the %4 of %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No block can come out: there is no choice left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expected minutes left after each move (the value of the tower it leaves) and what it costs over the best move of its colour. Bold: optimal. Hover a move for it in words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an exact solve knows the value of every choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the tower, the darker a block, the more taking it costs (the darkest: +%1 minutes); optimal blocks and blocks that cannot come out are not shaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <comment>a new level, in a move&apos;s short notation such as B 5L-&gt;new M</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimal play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kill first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a random legal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>always the middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>always a side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a block after which its level gives nothing more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every legal block and place equally likely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a middle block when there is one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a side block when there is one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the game lasts, on average, for players who follow a simple rule instead of the optimal choice, each computed exactly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only towers with an exact value are compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over the memory budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact expected durations from this tower; on the chart, each player&apos;s mean.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kill</source>
        <comment>legend: kill-first play</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <comment>legend: random play</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>middle</source>
        <comment>legend: always-the-middle play</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side</source>
        <comment>legend: always-a-side play</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a policy that looks one move ahead: on each roll it takes the move after which a fixed policy (learned from the exact solution of the top %1 levels) has the shortest expected rest of the game, computed exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fixed policy learned from the exact solution of the top %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hover a block, or move the cursor with the arrow keys, to see what taking it leaves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact: about %1 needed, %2 here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: no value for this tower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve it exactly or estimate it by simulation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too big for the memory here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact solver may use %1 here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tower lies within the end-game table, so this is its exact optimum, rounded down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proven with an end-game table of exact values (every position with at most %1 points left: 6 a full level, 3 a middle and side, 2 a top block) and, above it, an aggregation that lets the player choose the side colours of every full level as it likes, which can only help it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proven by counting: the game needs at least %1 more moves, and each waits on average at least 6/5 minutes for a colour that can move (the finer bound would need too much memory here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;big&gt;Optimum between &lt;b&gt;%1&lt;/b&gt; and &lt;b&gt;%2&lt;/b&gt; minutes&lt;/big&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not exact: at least %1 (proven), at most %2 with 97.5% confidence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;big&gt;Optimum at most &lt;b&gt;%1&lt;/b&gt; minutes&lt;/big&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not exact: an upper bound with 97.5% confidence, from a policy&apos;s simulated games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The optimum is at least %1 minutes: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The optimum is at most %1 minutes, with 97.5% confidence: no policy beats the optimum, and the policy “%2” (%3) lasted %4 minutes on average over %5 simulated games. That mean is the policy&apos;s own value, simulated, not the optimum: its 95% interval is %6 to %1, so the policy&apos;s value, and with it the optimum, is at most %1 with 97.5% confidence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exact solve needs more than the %1 here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exact solve was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled before the closest estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a policy found by two steps of policy iteration: a fixed policy learned from the exact solution of the top %1 levels, improved twice by taking on each roll the move after which the policy before has the shortest expected rest of the game, computed exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a policy that looks one move ahead on the lower bound&apos;s values: on each roll it takes the move after which the bound (exact in the end game) is least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exact value follows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a closer estimate follows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated games of the policy “%1” (its game length, not the optimum&apos;s): mean &lt;b&gt;%2&lt;/b&gt; ± %3 minutes · standard deviation %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The optimum lies between %1 (a proven lower bound: %2) and %3 (an upper bound, with 97.5% confidence).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The optimum is at most %1, with 97.5% confidence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game length of a stated policy&apos;s simulated games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over optimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple policies compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact: about %1 of disk needed, %2 free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode and play</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) played</source>
        <translation>
            <numerusform>%n minute played</numerusform>
            <numerusform>%n minutes played</numerusform>
        </translation>
    </message>
    <message>
        <source> · game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Towers of up to %1 levels are solved exactly as you edit; an exact solve of this one is far beyond the %2 it may use here, and beyond any computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact: far beyond the %1 here</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Estimated: %Ln simulated game(s) of a stated policy</source>
        <translation>
            <numerusform>Estimated: %Ln simulated game of a stated policy</numerusform>
            <numerusform>Estimated: %Ln simulated games of a stated policy</numerusform>
        </translation>
    </message>
    <message>
        <source>Solving this tower…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact: not enough disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact: far beyond reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact: not enough memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the exact solver on this tower (beyond 10 levels the button shows the time and memory predicted for a typical tower of its height; one tower may take from a quarter to one and a half times that)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proven with an end-game table of exact values (every position with at most %1 points left: 6 a full level, 3 a middle and side, 2 a top block), an aggregation above it that lets the player choose the side colours of every full level as it likes, which can only help it, and the first %2 moves of play searched exactly over those values (%3 positions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taking it leaves &lt;b&gt;%1&lt;/b&gt; expected minutes (it goes to the %2 of %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact, under optimal play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 (then %3 minutes are expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: no block of it can come out; the minute passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;black&lt;/b&gt;: the minute passes with no move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best move for each colour the die can show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the tower, a filled badge with a colour&apos;s letter (R red, G green, B blue) marks the block to take when the die shows that colour, and an outlined badge the slot it goes to. Levels are numbered from the bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean of the policy&apos;s games: %1 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean: %1 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The policy&apos;s mean, %1, lies below the proven lower bound %2: it is the average of a sample of simulated games, not a bound. The policy&apos;s own value is at least the optimum, so at least %2; a sample&apos;s average falls below it by chance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bracket is wide (%1% of its upper bound): the lower bound&apos;s end-game table and search reach only part of a tower this tall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wide: the lower bound reaches only part of this tower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wide: at this height only the count of moves left can be proven.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bracket is wide (%1% of its upper bound) because the tower is very tall: the finer lower bound would need more positions than can be held here, so the only bound proven counts the moves the game still needs, each waiting at least 6/5 minutes. A game lasts much longer than that count, since many rolls show a colour no block can be taken of; the count cannot see them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve exactly: about %1, %2 of memory and %3 of disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve exactly: %1 of memory, %2 of disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve exactly: %1 memory, %2 disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve exactly: about %1 and %2 of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve exactly: %1 of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proven by counting: the game needs at least %1 more moves, and under this die each waits on average at least %2 minutes for a colour that can move (the finer bound would need too much memory here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bracket is wide (%1% of its upper bound) because the tower is very tall: the finer lower bound would need more positions than can be held here, so the only bound proven counts the moves the game still needs, each waiting at least %2 minutes under this die. A game lasts much longer than that count, since many rolls show a colour no block can be taken of; the count cannot see them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under other rules: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The die in force never shows %1: this block is never taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faces of the die:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faces of the die showing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many of the die&apos;s faces show %1, from 0 to %2; the die needs at least one red, green or blue face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pretend the die shows %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pretend the die shows black: the minute passes with no move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The die in force has no %1 face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the die at random: red %1, green %2, blue %3, black %4 (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact solve is predicted to reach about %1 positions in %2 and %3 of memory, counted from this tower&apos;s blocks (within 30% for nearly every tower).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JengaPanel</name>
    <message>
        <source>Expected duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the computation in progress (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate by simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode and play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit the tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clicks recolour, take out and put back blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the die and take blocks out as the rules allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the die at random: red 1/6, green 2/6, blue 2/6, black 1/6 (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pretend the die shows red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pretend the die shows green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pretend the die shows blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pretend the die shows black: the minute passes with no move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply best move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the optimal move for the rolled colour (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last move or edit (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the tower the game started from, minute 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Levels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of levels: removing drops levels from the top, adding puts full R G B levels on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a full R G B level on top (+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the top level (−)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the random tower (the same seed gives the same tower everywhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A complete tower of this many levels with random colours from the seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a file in the contest judge format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste judge text or a one-line tower id such as RGB/GRG/BB. from the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play 20,000 seeded games with a fixed policy learned from the exact solution of the top six levels: an upper-bound estimate of the optimum with a 95 % interval, never exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every choice for each die colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shade each block by the cost of taking it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple policies against optimal play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare simple policies (exact; can take seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple policies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game length in numbers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JengaView</name>
    <message>
        <source>Jenga tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit: click a block to change its colour (R → G → B); right-click or Shift+click takes it out; click an empty slot to put a red block back.
Play: after a roll, click a block of the rolled colour, then the slot on top where it goes.
Keyboard: the arrows move the dashed cursor, Space clicks, Shift+Space or Delete takes out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 block, can be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press to pick this block up after a roll of its colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press to put the picked-up block here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press to start a new level with a red block here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press to put a red block back here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press to change its colour (red, green, blue in turn); Take out removes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Puzzle Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open judge text for this page, or a workbench document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the position as a one-line id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Judge Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Alt+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a position id or judge text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load &amp;Example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help on This &amp;Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules, what the numbers mean, and the keys of this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Puzzle Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 page has no judge text to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge text or workbench document (*.txt *.in *.%1);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 judge text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the position as judge text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the position id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Puzzle Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the board or chart as a picture (SVG, PNG), or a table as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 as SVG picture (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 as PNG picture (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 as CSV table (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is larger than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is of an unknown version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last session could not be read in full (%1). What could be read was restored; the file was kept as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(it could not be copied)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only local files can be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Puzzle Workbench %1&lt;/h3&gt;&lt;p&gt;Exact answers to four classic probability and game puzzles, computed live as you edit.&lt;/p&gt;&lt;p&gt;Copyright © 2026 the Puzzle Workbench developers&lt;/p&gt;&lt;p&gt;This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY. See &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt; for the licence text.&lt;/p&gt;&lt;p&gt;Homepage: &lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as judge text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;Workbench…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save every page in one workbench document (.pwb)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Alt+S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — %2 — Puzzle Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: this picture or table is saved as .%2, not as .%3; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 page has no file yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workbench document, every page (*.%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save %1 As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not saved to a file yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These pages have changes that are not saved:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another Puzzle Workbench is writing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new position: the page&apos;s random one, from its seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the start of the game played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best move: played, shown on the line, or marked on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve the position: an exact solve the page offers, or a stopped solve again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>and %n more file(s) could not be opened.</source>
        <translation>
            <numerusform>and %n more file could not be opened.</numerusform>
            <numerusform>and %n more files could not be opened.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge format holds %1 only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as judge text, %1 would not be kept. A workbench document (.pwb) keeps everything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a workbench document…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save %1 only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under other rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rules in force (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the position</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Notifier</name>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PageModel</name>
    <message>
        <source>the text has %1 characters; the limit is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown session version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the history is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the history was lost (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the position was lost (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PatienceCardDialog</name>
    <message>
        <source>Change card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Underlined cards are already in the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Swap with the card&apos;s other copy (keeps the deck complete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the card you pick is already in the deal, put this card there instead; unticked, the deal holds the picked card twice and cannot be solved until you fix it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bottom card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card %1 from the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pile %1, %2: %3. Pick the card to put there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (now in pile %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not in the deal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not in the 36-card deck: the deal becomes a custom one)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PatienceChart</name>
    <message>
        <source>Chance to win after each pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chance to win with random pairs after removing each pair that can be removed now, the highest first (in gold); the dashed line is the chance of the position now. Double-click a bar (or press Enter) to remove its pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, the highest chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position now: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press to remove this pair.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PatienceChecks</name>
    <message>
        <source>Simulating… %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact fraction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Exact:&lt;/b&gt; %1&lt;br&gt;= %2… (%3 positions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact fraction: this deal needs more memory than the solver may use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:gray&apos;&gt;Exact fraction: computing…&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Simulated:&lt;/b&gt; %1 ± %2 (95%: %3 – %4)&lt;br&gt;%5 wins in %6 random games, seed %7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computed %1 lies inside the interval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computed %1 lies outside the interval (expected in about 1 run of 20).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing… %1 positions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PatienceModel</name>
    <message>
        <source>the text is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch the mouse to Play to remove pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piles %1 and %2 do not show two cards of the same rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (pile %2) and %3 (pile %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance to win: %1 → %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pile %1 is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 differ in rank: only two top cards of the same rank can be removed together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other top card is a %1, so %2 cannot be removed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picked %1 from pile %2; now click the other %3 (pile %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The values are still being computed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back at the start; Undo brings the removed pairs back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal of seed %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>52 cards, 13 piles of 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>36 cards, 9 piles of 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pile %1: %2 is now %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swapped %1 (pile %2) and %3 (pile %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap two cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double Patience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 deals; the page takes at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show deal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the %n pair(s) removed since the deal</source>
        <translation>
            <numerusform>the %n pair removed since the deal</numerusform>
            <numerusform>the %n pairs removed since the deal</numerusform>
        </translation>
    </message>
    <message>
        <source>the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piles %1 and %2 do not show two cards of the same rank and colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 differ in colour: under these rules only two top cards of the same rank and colour can be removed together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other top card is a %1 of its colour, so %2 cannot be removed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random choices uniform over pairs of piles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random choices uniform over the ranks that can be paired, then over that rank&apos;s pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards of the same rank pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards of the same rank and colour pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>how the random player chooses; which cards pair</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the contest&apos;s rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under other rules: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contest rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair removed cannot be removed under these rules: back to the deal (Undo brings the game back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rules must be text, such as ranks,rank</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PatiencePage</name>
    <message>
        <source>The solver failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled. Change the deal or press New deal to solve again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the deal as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a text id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deal needs more memory than the solver may use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deal cannot be solved: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:large&apos;&gt;Random pairs: &lt;b&gt;%1&lt;/b&gt;&lt;/span&gt; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best play: &lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Worst play: &lt;b&gt;%3&lt;/b&gt; (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Won&lt;/b&gt;: every card is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Lost&lt;/b&gt;: no two top cards share a rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piles %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: every card is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: no two top cards share a rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (twice in pile %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (piles %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeated: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a valid deal: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change a card (Edit) to fix it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Custom deal&lt;/b&gt;: %1 cards in %2 piles, solved as dealt. Not the contest&apos;s standard deal: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Standard deal&lt;/b&gt;: the 36-card deck in 9 piles of 4, as in the contest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random play after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best play after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worst play after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editing the deal as dealt: click a card to change it, drag a card onto another to swap them. Edits clear the pairs removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>After %n removed pair(s); from the start: %1. </source>
        <translation>
            <numerusform>After %n removed pair; from the start: %1. </numerusform>
            <numerusform>After %n removed pairs; from the start: %1. </numerusform>
        </translation>
    </message>
    <message>
        <source>%1%2 + %3  (%4, %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) you can remove</source>
        <translation>
            <numerusform>%n pair you can remove</numerusform>
            <numerusform>%n pairs you can remove</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) were removed before the start.</source>
        <translation>
            <numerusform>%n card was removed before the start.</numerusform>
            <numerusform>%n cards were removed before the start.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 positions reachable · solved in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random pairs after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best play after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving this deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pair of piles, uniformly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rank, then one of its pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the random player chooses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniformly among the pairs of piles that can be removed (the contest), or first a rank uniformly among those that can be paired, then one of that rank&apos;s pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same rank and colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which cards pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two top cards of the same rank pair (the contest), or only two of the same rank and colour: red with red, black with black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random player picks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards pair with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:large&apos;&gt;Random ranks: &lt;b&gt;%1&lt;/b&gt;&lt;/span&gt; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Lost&lt;/b&gt;: no two top cards share a rank and a colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: no two top cards share a rank and a colour.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PatiencePanel</name>
    <message>
        <source>Chance to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probability of winning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best play: the chance to win when every pair is chosen to make it as high as possible; worst play: as low as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the solve in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop computing the exact fraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact fraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xact fraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute the probability of winning with random pairs as an exact reduced fraction (GMP rationals); once asked for, it follows your moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Simulate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this many random games from the position and compare the share won with the computed probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games to simulate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many random games the simulation plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulation result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs you can remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Available pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each pair of top cards of the same rank, with the chance to win after removing it. Double-click a pair (or press Enter) to remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair (piles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best play after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the last removed pair back (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the pair again (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the start of the deal (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the pair with the highest chance to win afterwards (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a pair chosen uniformly at random, as the question&apos;s player does (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play: remove pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click two top cards of the same rank to remove them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a card to change it; drag a card onto another to swap them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout of random deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>36 cards, 9 piles of 4 (standard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>52 cards, 13 piles of 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed gives the same deal everywhere (the command-line tool too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle the deck with the seed and deal it in the chosen layout (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste judge text (nine lines of four cards, bottom card first) or a one-line text id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the deal as judge text (custom layouts as a text id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a file in the contest judge format (every deal; the first is shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal in &amp;file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal of the judge file shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A judge file holds several deals: the one shown, from its start (Page Up / Page Down in the box)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stud&amp;y many deals…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve many random deals exactly: how many can be won at all, and how much skill matters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact fraction and simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every pair with its chances, as a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chance to win after each pair, as a bar chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best and worst play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About the answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PatienceStudyDialog</name>
    <message>
        <source>Double Patience: a study over many deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals each solved exactly, from consecutive seeds: how many can be won at all (with best play), and how often random pair choices win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal i has the seed SEED + i, the same deal as on the page and in the command-line tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>36 cards, 9 piles of 4 (standard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>52 cards, 13 piles of 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deals:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First &amp;seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Histogram &amp;bins:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every deal of the study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the &amp;deals as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving deal %1 of %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About %1 left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The study failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 deals: the results below are of those %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 deals: a deal needed more memory than is available. The results below are of the deals solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No deal was solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the deals and press Start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no study to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the histogram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln deal(s) solved exactly in %1.</source>
        <translation>
            <numerusform>Done: %Ln deal solved exactly in %1.</numerusform>
            <numerusform>Done: %Ln deals solved exactly in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1 of %Ln deal(s) can be won&lt;/b&gt; (%2) with the best choices. With random pair choices the mean chance to win is &lt;b&gt;%3&lt;/b&gt;; with the worst, %4. Skill decides the deals between those.</source>
        <translation>
            <numerusform>&lt;b&gt;%1 of %Ln deal can be won&lt;/b&gt; (%2) with the best choices. With random pair choices the mean chance to win is &lt;b&gt;%3&lt;/b&gt;; with the worst, %4. Skill decides the deals between those.</numerusform>
            <numerusform>&lt;b&gt;%1 of %Ln deals can be won&lt;/b&gt; (%2) with the best choices. With random pair choices the mean chance to win is &lt;b&gt;%3&lt;/b&gt;; with the worst, %4. Skill decides the deals between those.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the &amp;histogram…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV table (*.csv);;SVG picture (*.svg);;PNG picture (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PatienceView</name>
    <message>
        <source>Card piles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The piles of the deal; click two top cards of the same rank to remove them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No piles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pile %1: every card removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pile %1: %2 on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, then %1 down to the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · click to change %1, drag it onto another card to swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairing it leaves a chance of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pile %1, card %2 from the bottom: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>picked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press to change this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press to put its top card down again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press to pick its top card; pick another of the same rank to remove the pair.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>comparing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact fraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>winning moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exploring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end-game table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookahead table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lower bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search from both ends</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <source>Open %1 judge file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text files (*.txt *.in);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not opened, nothing was changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not pasted, nothing was changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing… %1 positions (%2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing… %1 positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing… %1 games (%2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing… %1 games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesBox</name>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contest rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the contest&apos;s rules, as one step that Undo takes back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>later starts cannot hand their files to this window: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another Puzzle Workbench is running but does not answer (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another Puzzle Workbench is running but did not take the files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it belongs to another user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>others may enter it (mode %1, not 700)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make the folder %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder %1 is not used: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another Puzzle Workbench is running but cannot be reached: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no socket yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another Puzzle Workbench is running, but %1 is not this user&apos;s socket and was not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another Puzzle Workbench is running, but %1 answers for another user and was not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>and %n more file(s) could not be opened</source>
        <translation>
            <numerusform>and %n more file could not be opened</numerusform>
            <numerusform>and %n more files could not be opened</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolverRunner</name>
    <message>
        <source>the solver failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StonesModel</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>an option is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the move %1 cannot be played there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a stone first, then vertex %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To paint diagonals, switch the mouse to Edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a move: pick a stone and a free vertex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: the stone on %1 must move along %2, the colour joining the other two stones; diagonal %1–%3 is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the number of vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random board options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled. Edit the position or press Random board to solve again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This board needs more memory than the solver may use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;big&gt;Minimum: &lt;b&gt;%1&lt;/b&gt;&lt;/big&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 positions can reach the goal · solved in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved %1 → %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer is still being computed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Goal reached&lt;/b&gt; in %1 (the minimum is %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Optimal move.&lt;/b&gt; %1 to go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Not optimal:&lt;/b&gt; %1 to go (%2 before this move).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of the %1 placements of the three stones, %2 can be reached from the start and %3 can reach the goal: the two sets never meet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>From the start the stones can only ever stand on these %Ln placement(s): %1.</source>
        <translation>
            <numerusform>From the start the stones can only ever stand on this placement: %1.</numerusform>
            <numerusform>From the start the stones can only ever stand on these %Ln placements: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only these %Ln placement(s) can reach the goal: %1.</source>
        <translation>
            <numerusform>Only this placement can reach the goal: %1.</numerusform>
            <numerusform>Only these %Ln placements can reach the goal: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stone on %1 cannot move: no free vertex is joined to it by %2, the colour of the diagonal joining the other two stones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the %n move(s) played since the start</source>
        <translation>
            <numerusform>the %n move played since the start</numerusform>
            <numerusform>the %n moves played since the start</numerusform>
        </translation>
    </message>
    <message>
        <source>the board with the stones where they started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rules must be the target as text, such as 1,2,3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target was not on the smaller board: the goal is %1 again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <comment>the three target vertices</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the goal is %1 (the contest&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the goal is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target&apos;s vertices are 1 to %1 on this board: the rules are unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The three target vertices must differ: the rules are unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contest rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;big&gt;&lt;b&gt;Already solved&lt;/b&gt;&lt;/big&gt;: the stones stand on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;big&gt;&lt;b&gt;Impossible&lt;/b&gt;&lt;/big&gt;: no sequence of moves brings the stones to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under other rules: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The goal is out of reach: no sequence of moves leads to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StonesPage</name>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start: stones on %1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  · yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln diagonal(s)</source>
        <translation>
            <numerusform>%1: %Ln diagonal</numerusform>
            <numerusform>%1: %Ln diagonals</numerusform>
        </translation>
    </message>
    <message>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves to go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Your line&lt;/b&gt;: %n move(s): %1.</source>
        <translation>
            <numerusform>&lt;b&gt;Your line&lt;/b&gt;: %n move: %1.</numerusform>
            <numerusform>&lt;b&gt;Your line&lt;/b&gt;: %n moves: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Optimal from the start&lt;/b&gt;: %n move(s): %1.</source>
        <translation>
            <numerusform>&lt;b&gt;Optimal from the start&lt;/b&gt;: %n move: %1.</numerusform>
            <numerusform>&lt;b&gt;Optimal from the start&lt;/b&gt;: %n moves: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move so far was optimal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move %1 was the first detour; from here the goal can no longer be reached (Reset brings back the optimal line).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your move %1 was the first detour; from here %n more move(s) (%2), so your detours cost %3.</source>
        <translation>
            <numerusform>Your move %1 was the first detour; from here %n more move (%2), so your detours cost %3.</numerusform>
            <numerusform>Your move %1 was the first detour; from here %n more moves (%2), so your detours cost %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n move(s)</source>
        <translation>
            <numerusform>+%n move</numerusform>
            <numerusform>+%n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>joins stones %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target vertices:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target vertex %1 of 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the three distinct vertices the stones must reach (the contest&apos;s: 1, 2, 3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StonesPanel</name>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the solve in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the start position (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One move forward (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animate the remaining moves (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play: click a stone, then where it goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit: place stones, paint diagonals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Vertices:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random colouring and stones from the seed (the same seed gives the same board everywhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a file in the contest judge format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste judge text from the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours on this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your moves against the shortest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StonesView</name>
    <message>
        <source>Stones board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vertex %1 (stone; it moves along %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vertex %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagonal %1–%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vertices: only the diagonals that matter are drawn; hover a vertex to see all of its diagonals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(goal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>picked up</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) to go after moving there</source>
        <translation>
            <numerusform>%n move to go after moving there</numerusform>
            <numerusform>%n moves to go after moving there</numerusform>
        </translation>
    </message>
    <message>
        <source>the goal cannot be reached after moving there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press to paint it in the paint colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To paint it, switch the mouse to Edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press to put the stone down again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press to pick this stone up, then press a vertex to place it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press to pick this stone up, then press the vertex it moves to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press to move the picked-up stone here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a stone up first, then press this vertex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vertices: only the diagonals that matter are drawn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StudyHistogram</name>
    <message>
        <source>Histogram of the chance to win with random play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No study yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chance to win with random play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals by their chance to win with random play: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2: %Ln deal(s)</source>
        <translation>
            <numerusform>%1 to %2: %Ln deal</numerusform>
            <numerusform>%1 to %2: %Ln deals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>appdata</name>
    <message>
        <source>%1 could not be moved to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the settings in %1 could not be copied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cardtext</name>
    <message>
        <source>pile %1 holds an unknown card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card %1 appears twice (pile %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a standard deal has 9 piles, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pile %1 has %2 cards, expected 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card %1 is not in the 36-card deck (ranks 6 to A)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>duration</name>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hackenbushtext</name>
    <message>
        <source>%1…%2 (%3 characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1… (%2 signs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins whoever starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins whoever starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The second player wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither player can move, so the value is the simplest number of all: 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole numbers lie strictly between White&apos;s best %1 and Black&apos;s best %2; the one closest to 0 is %3, so that is the value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only White can move; the integer closest to 0 above White&apos;s best %1 is %2, so the value is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only Black can move; the integer closest to 0 below Black&apos;s best %1 is %2, so the value is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No integer lies strictly between White&apos;s best %1 and Black&apos;s best %2, so the value is the number between them with the smallest power of 2 as denominator: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first player wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>greater than</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>less than</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confused with (incomparable to)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Explore Colored Jenga, Double Patience, Hackenbush towers and stones on a polygon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the page of PUZZLE (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load FILE (judge format) into the page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for the answer, save a picture of the window to PNG, and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start on the built-in examples instead of the last session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files to open (judge text or workbench documents).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This window does not save the session: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pageexport</name>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stonespalette</name>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cyan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>magenta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>teal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lavender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mustard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maroon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>olive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apricot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>navy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>indigo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>azure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raspberry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chocolate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>textfile</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is larger than the limit of %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a text file (it contains NUL bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2; the file on disk was not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what was written reads back differently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, device or socket)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a file of the system (/proc, /sys), not a saved position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it changed while it was opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it did not finish reading within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>translations</name>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
