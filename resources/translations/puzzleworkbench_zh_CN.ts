<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CheckDialog</name>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Check a Solution…</source>
        <translation>检查解答(&amp;C)…</translation>
    </message>
    <message>
        <source>Run a contest solution on generated tests against the exact answers</source>
        <translation>在生成的测试上运行比赛解答，并与精确答案对照</translation>
    </message>
    <message>
        <source>Check a Solution</source>
        <translation>检查解答</translation>
    </message>
    <message>
        <source>&amp;Puzzle:</source>
        <translation>谜题(&amp;P)：</translation>
    </message>
    <message>
        <source>P&amp;rogram:</source>
        <translation>程序(&amp;R)：</translation>
    </message>
    <message>
        <source>the program and its arguments, run without a shell</source>
        <translation>程序及其参数，不经 shell 直接运行</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>C++ &amp;source:</source>
        <translation>C++ 源代码(&amp;S)：</translation>
    </message>
    <message>
        <source>Random tests; with all kinds, a tenth as many maximal tests</source>
        <translation>随机测试数；选择“全部类型”时，另加其十分之一数量的最大规模测试</translation>
    </message>
    <message>
        <source>The same seed gives the same tests, here and in the command-line tool</source>
        <translation>相同的种子生成相同的测试，在这里和命令行工具中都一样</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>全部类型</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>样例</translation>
    </message>
    <message>
        <source>Edge cases</source>
        <translation>边界情况</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Maximal</source>
        <translation>最大规模</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>&amp;Tests:</source>
        <translation>测试数(&amp;T)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Processor time a test; the program is killed at twice it in real time</source>
        <translation>每个测试的处理器时间；实际耗时达到其两倍时程序将被终止</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>内存：</translation>
    </message>
    <message>
        <source>Time &amp;limit:</source>
        <translation>时间限制(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>检查(&amp;C)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>The report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>The smallest failing case</source>
        <translation>最小失败用例</translation>
    </message>
    <message>
        <source>The case, as contest input</source>
        <translation>该用例（比赛输入格式）</translation>
    </message>
    <message>
        <source>The exact answer</source>
        <translation>精确答案</translation>
    </message>
    <message>
        <source>What the program printed</source>
        <translation>程序的输出</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期望输出</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>实际输出</translation>
    </message>
    <message>
        <source>&amp;Open on Its Page</source>
        <translation>在其页面中打开(&amp;O)</translation>
    </message>
    <message>
        <source>Show the case on its page, with the exact answer explained</source>
        <translation>在对应的页面上显示该用例，并解释精确答案</translation>
    </message>
    <message>
        <source>Sa&amp;ve the Case…</source>
        <translation>保存用例(&amp;V)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>The case was not opened: %1</source>
        <translation>用例未打开：%1</translation>
    </message>
    <message>
        <source>Compiling…</source>
        <translation>正在编译…</translation>
    </message>
    <message>
        <source>Shrinking %1: %2 runs so far, now %3.</source>
        <translation>正在缩减 %1：已运行 %2 次，当前为 %3。</translation>
    </message>
    <message>
        <source>%1 tests done, %2 failed. Running %3</source>
        <translation>已完成 %1 个测试，%2 个失败。正在运行 %3</translation>
    </message>
    <message>
        <source>The check failed: %1</source>
        <translation>检查失败：%1</translation>
    </message>
    <message>
        <source>Choose a program and press Check.</source>
        <translation>选择程序后按“检查”。</translation>
    </message>
    <message>
        <source>Choose the C++ source to compile and check.</source>
        <translation>请选择要编译并检查的 C++ 源代码。</translation>
    </message>
    <message>
        <source>Choose the program to check.</source>
        <translation>请选择要检查的程序。</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在开始…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>No failing case yet.</source>
        <translation>尚无失败用例。</translation>
    </message>
    <message>
        <source>The check could not run: %1</source>
        <translation>检查无法运行：%1</translation>
    </message>
    <message>
        <source>Compiled with: %1</source>
        <translation>编译命令：%1</translation>
    </message>
    <message>
        <source>%1 on test %2 (%3). The smallest failing case is below.</source>
        <translation>测试 %2（%3）：%1。最小失败用例见下方。</translation>
    </message>
    <message>
        <source>%1, shrunk from %2 in %3 runs.</source>
        <translation>%1，经 %3 次运行由 %2 缩减而来。</translation>
    </message>
    <message>
        <source>%1 (not shrunk).</source>
        <translation>%1（未缩减）。</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>（无输出）</translation>
    </message>
    <message>
        <source>Where: %1</source>
        <translation>位置：%1</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 tests: every test that ran passed.</source>
        <translation>在完成 %2 个测试中的 %1 个后停止：已运行的测试全部通过。</translation>
    </message>
    <message>
        <source>Passed: %1 of %1 tests, in %2.</source>
        <translation>通过：全部 %1 个测试，用时 %2。</translation>
    </message>
    <message>
        <source>there is no failing case</source>
        <translation>没有失败用例</translation>
    </message>
    <message>
        <source>Check: failing case</source>
        <translation>检查：失败用例</translation>
    </message>
    <message>
        <source>the case went to another page</source>
        <translation>用例被载入了另一个页面</translation>
    </message>
    <message>
        <source>The Program to Check</source>
        <translation>要检查的程序</translation>
    </message>
    <message>
        <source>The C++ Source to Check</source>
        <translation>要检查的 C++ 源代码</translation>
    </message>
    <message>
        <source>C++ sources (*.cpp *.cc *.cxx *.C);;All files (*)</source>
        <translation>C++ 源文件 (*.cpp *.cc *.cxx *.C);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save the Case</source>
        <translation>保存用例</translation>
    </message>
    <message>
        <source>The case was not saved: %1</source>
        <translation>用例未保存：%1</translation>
    </message>
    <message>
        <source>The compiler, found in PATH; it runs in the sandbox too</source>
        <translation>编译器（在 PATH 中查找）；它同样在沙箱中运行</translation>
    </message>
    <message>
        <source>The compiler&apos;s flags; the source is compiled, then checked</source>
        <translation>编译器的参数；源代码先编译，再检查</translation>
    </message>
    <message>
        <source>&amp;Flags:</source>
        <translation>参数(&amp;F)：</translation>
    </message>
    <message>
        <source>Co&amp;mpiler:</source>
        <translation>编译器(&amp;M)：</translation>
    </message>
    <message>
        <source>Programs and the compiler run in a sandbox (bubblewrap): no network, none of your files, the system read-only, and every process they start ends with their run. It needs the bubblewrap package and user namespaces.</source>
        <translation>程序和编译器在沙箱（bubblewrap）中运行：没有网络，看不到您的任何文件，系统只读，它们启动的每个进程都随运行结束而终止。需要安装 bubblewrap 软件包并启用用户命名空间。</translation>
    </message>
    <message>
        <source>Run &amp;without the sandbox (unsafe: only for a program you trust)</source>
        <translation>不使用沙箱运行(&amp;W)（不安全：仅用于您信任的程序）</translation>
    </message>
    <message>
        <source>The program then runs with your files and the network in its reach; the report says so at its top</source>
        <translation>此时程序可以访问您的文件和网络；报告开头会注明这一点</translation>
    </message>
    <message>
        <source>Sandbox:</source>
        <translation>沙箱：</translation>
    </message>
    <message>
        <source>Compiling in the sandbox…</source>
        <translation>正在沙箱中编译…</translation>
    </message>
    <message>
        <source>Nothing was run: no sandbox can be made here. %1</source>
        <translation>未运行任何程序：此处无法建立沙箱。%1</translation>
    </message>
    <message>
        <source>The source does not compile: %1</source>
        <translation>源代码无法编译：%1</translation>
    </message>
</context>
<context>
    <name>GameTreeView</name>
    <message>
        <source>Solid: White removes a white cube (Left)</source>
        <translation>实线：白方移除一个白色方块（左方）</translation>
    </message>
    <message>
        <source>Dashed: Black removes a black cube (Right)</source>
        <translation>虚线：黑方移除一个黑色方块（右方）</translation>
    </message>
</context>
<context>
    <name>GameTreeWindow</name>
    <message>
        <source>Hackenbush game tree</source>
        <translation>Hackenbush 博弈树</translation>
    </message>
    <message>
        <source>&amp;Tree of:</source>
        <translation>博弈树(&amp;T)：</translation>
    </message>
    <message>
        <source>C1</source>
        <translation>C1</translation>
    </message>
    <message>
        <source>C2</source>
        <translation>C2</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;100%</source>
        <translation>100%(&amp;1)</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>博弈树</translation>
    </message>
    <message>
        <source>The selected position and its value</source>
        <translation>选中的局面及其值</translation>
    </message>
    <message>
        <source>&amp;Make it the position</source>
        <translation>设为当前局面(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Export picture…</source>
        <translation>导出图片(&amp;E)…</translation>
    </message>
    <message>
        <source>C1 (the game&apos;s position)</source>
        <translation>C1（对局中的局面）</translation>
    </message>
    <message>
        <source>The game tree is drawn for positions of up to %1 cubes; %2 has %3. Remove cubes, or choose a smaller test.</source>
        <translation>博弈树只为最多 %1 个方块的局面绘制；%2 有 %3 个。请移除一些方块，或选择更小的测试。</translation>
    </message>
    <message>
        <source>The tree is not known (%1).</source>
        <translation>博弈树未知（%1）。</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Computing the tree…</source>
        <translation>正在计算博弈树…</translation>
    </message>
    <message>
        <source>Stop the game first: its position is C1.</source>
        <translation>请先结束对局：对局的局面就是 C1。</translation>
    </message>
    <message numerus="yes">
        <source>The tree is cut at %Ln position(s): a node marked + may have options beyond it; make one the position to see further.</source>
        <translation>
            <numerusform>博弈树在 %Ln 个局面处截断：标有 + 的节点之后可能还有选项；把它设为当前局面即可继续查看。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln position(s) in the tree: every position the game can reach.</source>
        <translation>
            <numerusform>树中共有 %Ln 个局面：对局能到达的每一个局面。</numerusform>
        </translation>
    </message>
    <message>
        <source>The board shows the selected position; click the board or select the root to return.</source>
        <translation>棋盘正显示选中的局面；点击棋盘或选中根节点即可返回。</translation>
    </message>
    <message>
        <source>Click a node to see it on the board; double-click it or press Enter to make it the position.</source>
        <translation>点击节点可在棋盘上查看该局面；双击或按 Enter 将其设为当前局面。</translation>
    </message>
    <message>
        <source>After %1 removes cube %2 of tower %3: </source>
        <translation>%1移除第 %3 座塔的第 %2 个方块之后：</translation>
    </message>
    <message>
        <source>The position itself: </source>
        <translation>局面本身：</translation>
    </message>
    <message>
        <source>(no cubes)</source>
        <translation>（没有方块）</translation>
    </message>
    <message numerus="yes">
        <source>Left (White) has %n option(s)</source>
        <translation>
            <numerusform>左方（白方）有 %n 个选项</numerusform>
        </translation>
    </message>
    <message>
        <source>SVG picture (*.svg)</source>
        <translation>SVG 图片 (*.svg)</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Export the game tree</source>
        <translation>导出博弈树</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>已导出 %1。</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message numerus="yes">
        <source>Right (Black) has %n option(s)</source>
        <translation>
            <numerusform>右方（黑方）有 %n 个选项</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2. %3.</source>
        <translation>%1；%2。%3。</translation>
    </message>
    <message>
        <source>The game tree is drawn for white and black cubes; %1 has green ones. Hover a cube for its tower&apos;s value derived as a game.</source>
        <translation>博弈树只为白色和黑色方块绘制；%1 含有绿色方块。将鼠标悬停在方块上，可查看其所在塔作为博弈推导出的值。</translation>
    </message>
</context>
<context>
    <name>HackenbushModel</name>
    <message>
        <source>%1 tests; the page takes at most %2</source>
        <translation>%1 个测试；本页最多接受 %2 个</translation>
    </message>
    <message>
        <source>%1 cubes in all; the page takes at most %2</source>
        <translation>共 %1 个方块；本页最多接受 %2 个</translation>
    </message>
    <message>
        <source>cube %1 of tower %2</source>
        <translation>塔 %2 的第 %1 个方块</translation>
    </message>
    <message numerus="yes">
        <source>%1 and the %n cube(s) above it</source>
        <translation>
            <numerusform>%1 及其上方的 %n 个方块</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine removes %1</source>
        <translation>引擎取走%1</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>未更改：%1</translation>
    </message>
    <message>
        <source>Show test %1</source>
        <translation>显示测试 %1</translation>
    </message>
    <message>
        <source>The game is on: click a cube of your colour to remove it, or press Back to editing.</source>
        <translation>对局进行中：点击你颜色的方块将其移除，或按“返回编辑”。</translation>
    </message>
    <message>
        <source>Edit C1</source>
        <translation>编辑 C1</translation>
    </message>
    <message>
        <source>Edit C2</source>
        <translation>编辑 C2</translation>
    </message>
    <message>
        <source>Not a text id (towers of W and B separated by |): %1</source>
        <translation>不是文本 ID（由 W 和 B 组成的塔，以 | 分隔）：%1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>白方走</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>黑方走</translation>
    </message>
    <message>
        <source>Choose the players</source>
        <translation>选择双方</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation>返回编辑</translation>
    </message>
    <message>
        <source>The game is over. Undo, or start a new game.</source>
        <translation>对局已结束。可撤销，或开始新对局。</translation>
    </message>
    <message>
        <source>Wait for the engine&apos;s move, or press Engine move.</source>
        <translation>请等待引擎走棋，或按“引擎走棋”。</translation>
    </message>
    <message>
        <source>You play %1: you may only remove %2 cubes.</source>
        <translation>你执%1：只能移除%2方块。</translation>
    </message>
    <message>
        <source>Wait a moment: the position is being analysed.</source>
        <translation>请稍候：正在分析局面。</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>取走%1</translation>
    </message>
    <message>
        <source>Random options</source>
        <translation>随机选项</translation>
    </message>
    <message>
        <source>Random C1</source>
        <translation>随机 C1</translation>
    </message>
    <message>
        <source>Choose your colour and who moves first, then press New game: you remove cubes of your colour by clicking them; the engine answers.</source>
        <translation>选择你的颜色和先手方，然后按“新对局”：点击你颜色的方块将其移除；引擎随后应对。</translation>
    </message>
    <message>
        <source>You play %1 and move first: click a %2 cube to remove it and every cube above it.</source>
        <translation>你执%1并先手：点击一个%2方块，将它及其上方的所有方块移除。</translation>
    </message>
    <message>
        <source>You play %1; the engine moves first.</source>
        <translation>你执%1；引擎先手。</translation>
    </message>
    <message>
        <source>The engine (%1) removed %2.</source>
        <translation>引擎（%1）移除了%2。</translation>
    </message>
    <message>
        <source>It is a winning move.</source>
        <translation>这是制胜的一步。</translation>
    </message>
    <message>
        <source>It has no winning move: it is losing if you play well.</source>
        <translation>它没有制胜的一步：只要你下得好，它必输。</translation>
    </message>
    <message>
        <source>You removed %1.</source>
        <translation>你移除了%1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A winning move.&lt;/b&gt;</source>
        <translation>&lt;b&gt;制胜着法。&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not a winning move&lt;/b&gt;: you had one, now the engine can win.</source>
        <translation>&lt;b&gt;不是制胜着法&lt;/b&gt;：你本有制胜着法，现在引擎可以获胜。</translation>
    </message>
    <message>
        <source>You had no winning move.</source>
        <translation>你没有制胜的一步。</translation>
    </message>
    <message>
        <source>&lt;b&gt;You cannot move: the engine wins.&lt;/b&gt;</source>
        <translation>&lt;b&gt;你无子可走：引擎获胜。&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 cannot move: you win!&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1无法移动：你赢了！&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>轮到你了。</translation>
    </message>
    <message>
        <source>The engine is to move: press Engine move (E), or undo further.</source>
        <translation>轮到引擎走：按“引擎走棋”（E），或继续撤销。</translation>
    </message>
    <message>
        <source>Hackenbush Towers</source>
        <translation>Hackenbush 塔</translation>
    </message>
    <message>
        <source>It chose its most stubborn move: tower %1 is now worth %2 instead of %3, so the value is %4 instead of %5; you still win, by %6, the smallest margin it could leave you.</source>
        <translation>它选择了最顽强的一步：塔 %1 的值由 %3 变为 %2，于是局面的值由 %5 变为 %4；你仍然获胜，优势为 %6，这是它能留给你的最小优势。</translation>
    </message>
    <message>
        <source>Test %1, %2</source>
        <translation>测试 %1，%2</translation>
    </message>
    <message>
        <source>C1</source>
        <translation>C1</translation>
    </message>
    <message>
        <source>C2</source>
        <translation>C2</translation>
    </message>
    <message>
        <source>%1: towers %2 (worth %3 together) become one tower of that value, %4 (its colours are the value&apos;s sign expansion); the total value is unchanged.</source>
        <translation>%1：塔 %2（合计值为 %3）合并为一座同值的塔 %4（其颜色即该值的符号展开）；总值不变。</translation>
    </message>
    <message>
        <source>an empty tower</source>
        <translation>一座空塔</translation>
    </message>
    <message>
        <source>a tower is taller than the contest&apos;s %1 cubes (the workbench reads it; the contest&apos;s own solutions may not).</source>
        <translation>有一座塔高于比赛限定的 %1 个方块（工作台可以读取，但比赛的参考解可能不行）。</translation>
    </message>
    <message numerus="yes">
        <source>%n more configuration(s) likewise.</source>
        <translation>
            <numerusform>另有 %n 个局面同样处理。</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to a game-tree position of C1</source>
        <translation>转到 C1 博弈树中的局面</translation>
    </message>
    <message>
        <source>Go to a game-tree position of C2</source>
        <translation>转到 C2 博弈树中的局面</translation>
    </message>
    <message>
        <source>A tower is taller than the contest&apos;s %1 cubes (the workbench reads it; the contest&apos;s own solutions may not).</source>
        <translation>有一座塔高于比赛限定的 %1 个方块（工作台可以读取，但比赛的参考解可能不行）。</translation>
    </message>
    <message>
        <source>The judge format has three towers per configuration.</source>
        <translation>评测格式中每个局面只有三座塔。</translation>
    </message>
    <message numerus="yes">
        <source>the game against the engine (%n move(s) on C1)</source>
        <translation>
            <numerusform>与引擎的对局（在 C1 上走了 %n 步）</numerusform>
        </translation>
    </message>
    <message>
        <source>the positions as they were before the game</source>
        <translation>对局开始前的局面</translation>
    </message>
    <message>
        <source>You play %1: you may only remove %2 or green cubes.</source>
        <translation>你执%1：只能移除%2或绿色方块。</translation>
    </message>
    <message>
        <source>Green cubes are not in the contest&apos;s rules: allow them in the Rules box.</source>
        <translation>比赛规则中没有绿色方块：请在“规则”框中允许它们。</translation>
    </message>
    <message>
        <source>Not a text id (towers of W, B and G separated by |): %1</source>
        <translation>不是文本标识（由 | 分隔的 W、B、G 塔）：%1</translation>
    </message>
    <message>
        <source>white, black and green cubes (either player may take a green cube)</source>
        <translation>白色、黑色和绿色方块（双方都可取走绿色方块）</translation>
    </message>
    <message>
        <source>white and black cubes (the contest&apos;s)</source>
        <translation>白色和黑色方块（比赛规则）</translation>
    </message>
    <message>
        <source>white and black cubes</source>
        <translation>白色和黑色方块</translation>
    </message>
    <message>
        <source>Under other rules: %1.</source>
        <translation>采用其他规则：%1。</translation>
    </message>
    <message>
        <source>The tests hold green cubes, which the contest&apos;s rules do not have: remove or recolour them first.</source>
        <translation>测试中含有绿色方块，而比赛规则中没有：请先移除或改变它们的颜色。</translation>
    </message>
    <message>
        <source>Allow green cubes</source>
        <translation>允许绿色方块</translation>
    </message>
    <message>
        <source>Contest rules</source>
        <translation>比赛规则</translation>
    </message>
    <message>
        <source>%1: green cubes on more than three towers, with the white and black ones merged, have no judge text (a sum of games is not one tower).</source>
        <translation>%1：即使合并白色和黑色的塔，绿色方块仍分布在超过三座塔上，无法写成评测文本（博弈之和不是一座塔）。</translation>
    </message>
    <message>
        <source>The white and black towers of a configuration with green cubes become one tower of their value; the green ones stay.</source>
        <translation>含绿色方块的局面中，白色和黑色的塔合并为一座同值的塔；含绿色方块的塔保持不变。</translation>
    </message>
</context>
<context>
    <name>HackenbushPage</name>
    <message>
        <source>C1 towers</source>
        <translation>C1 塔组</translation>
    </message>
    <message>
        <source>C2 towers</source>
        <translation>C2 塔组</translation>
    </message>
    <message>
        <source>Test %1: %2</source>
        <translation>测试 %1：%2</translation>
    </message>
    <message>
        <source>… and %1 more tests</source>
        <translation>…以及另外 %1 个测试</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>Test %1</source>
        <translation>测试 %1</translation>
    </message>
    <message>
        <source>Judge tests (%1; the first %2 can be shown)</source>
        <translation>评测数据（%1 个测试；可显示前 %2 个）</translation>
    </message>
    <message>
        <source>&amp;Flip colour</source>
        <translation>翻转颜色(&amp;F)</translation>
    </message>
    <message>
        <source>Remove &amp;tower %1</source>
        <translation>移除塔 %1(&amp;T)</translation>
    </message>
    <message>
        <source>(no towers)</source>
        <translation>（没有塔）</translation>
    </message>
    <message>
        <source>%1 cubes: too long to show</source>
        <translation>%1 个方块：太长，无法显示</translation>
    </message>
    <message>
        <source>Game over: %1 wins</source>
        <translation>对局结束：%1获胜</translation>
    </message>
    <message>
        <source>Game on C1: %1 to move</source>
        <translation>C1 上的对局：轮到%1</translation>
    </message>
    <message>
        <source>C1</source>
        <translation>C1</translation>
    </message>
    <message>
        <source>C2</source>
        <translation>C2</translation>
    </message>
    <message>
        <source> · value %1</source>
        <translation> · 值 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = &lt;big&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/big&gt;&lt;br&gt;mixed: %3 · sign expansion: %4&lt;br&gt;%5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = &lt;big&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/big&gt;&lt;br&gt;带分数：%3 · 符号展开：%4&lt;br&gt;%5</translation>
    </message>
    <message>
        <source>Game position</source>
        <translation>对局局面</translation>
    </message>
    <message>
        <source>The comparison of C1 and C2 comes back after the game.</source>
        <translation>对局结束后将恢复显示 C1 与 C2 的比较。</translation>
    </message>
    <message>
        <source>C1 is at least as favourable for White as C2: &lt;big&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/big&gt;, because %2 %3 %4.</source>
        <translation>C1 对白方至少与 C2 一样有利：&lt;big&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/big&gt;，因为 %2 %3 %4。</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1 to move in %2: &lt;b&gt;no winning move&lt;/b&gt;, %1 loses against best play.</source>
        <translation>%2：轮到%1，&lt;b&gt;没有制胜的一步&lt;/b&gt;，在最优策略下%1必输。</translation>
    </message>
    <message>
        <source>, ringed in green</source>
        <translation>，以绿圈标出</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>当前对局</translation>
    </message>
    <message>
        <source>Hover a cube for the value after removing it.</source>
        <translation>将鼠标悬停在方块上，可查看移除它之后的值。</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>%1, tower %2, cube %3 (%4)</source>
        <translation>%1，塔 %2，方块 %3（%4）</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>removing it</source>
        <translation>移除它</translation>
    </message>
    <message>
        <source>%1 (%2&apos;s move) leaves %3, %4</source>
        <translation>由%2%1后，值为 %3，%4</translation>
    </message>
    <message>
        <source>a winning move</source>
        <translation>是制胜的一步</translation>
    </message>
    <message>
        <source>not a winning move</source>
        <translation>不是制胜的一步</translation>
    </message>
    <message>
        <source>Click to flip, right-click for more.</source>
        <translation>单击翻转，右键单击查看更多。</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Remove this cube and the %Ln above</source>
        <translation>
            <numerusform>移除此方块及其上方 %Ln 个(&amp;R)</numerusform>
        </translation>
    </message>
    <message>
        <source>position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>塔</translation>
    </message>
    <message>
        <source>cubes</source>
        <translation>方块</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Judge answers</source>
        <translation>评测答案</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: not known (%2)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：未知（%2）</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message numerus="yes">
        <source>%1 to move in %2: &lt;b&gt;%Ln winning move(s)&lt;/b&gt;%3.</source>
        <translation>
            <numerusform>%2 中轮到%1：&lt;b&gt;%Ln 个制胜着法&lt;/b&gt;%3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Judge tests (%Ln test(s))</source>
        <translation>
            <numerusform>评测测试（%Ln 个）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>removing it and the %Ln above</source>
        <translation>
            <numerusform>移除它及其上方 %Ln 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The bottom run: %n %1 cube(s), worth %2.</source>
        <translation>
            <numerusform>底部连续段：%n 块%1方块，值为 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>white</source>
        <translation>白色</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <source>Cube %1 (%2): %3 1/%4, running sum %5.</source>
        <translation>第 %1 块（%2）：%3 1/%4，累计 %5。</translation>
    </message>
    <message>
        <source>… and the cubes above, each with half the weight of the one below.</source>
        <translation>……以及上面的方块，每块的权重是下面一块的一半。</translation>
    </message>
    <message>
        <source>Sign expansion (white +, black −): %1</source>
        <translation>符号展开（白 +，黑 −）：%1</translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation>值：%1</translation>
    </message>
    <message>
        <source>Hover a cube to see its tower&apos;s value derived step by step: the run at the bottom, then each cube&apos;s ±1/2^k with the running sum, then the sign expansion.</source>
        <translation>将鼠标悬停在方块上，可逐步看到其所在塔的值如何推导：先是底部的连续段，然后是每个方块的 ±1/2^k 及累计和，最后是符号展开。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1, tower %2, step by step&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1，第 %2 座塔，逐步推导&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 · game-tree position · value %2</source>
        <translation>%1 · 博弈树中的局面 · 值 %2</translation>
    </message>
    <message>
        <source>Game trees are drawn for positions of up to %1 cubes (C1 has %2, C2 has %3).</source>
        <translation>博弈树只为最多 %1 个方块的局面绘制（C1 有 %2 个，C2 有 %3 个）。</translation>
    </message>
    <message>
        <source>The game tree shows every position the game can reach, each with its value {&#xa0;L&#xa0;|&#xa0;R&#xa0;} and how the simplicity rule picks it.</source>
        <translation>博弈树画出对局能到达的每个局面，以及各自的值 {&#xa0;L&#xa0;|&#xa0;R&#xa0;} 和最简数规则如何选出这个值。</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more tower(s).</source>
        <translation>
            <numerusform>……还有 %n 座塔。</numerusform>
        </translation>
    </message>
    <message>
        <source>Press to flip its colour; Show menu for more.</source>
        <translation>按下可翻转它的颜色；“显示菜单”提供更多操作。</translation>
    </message>
    <message>
        <source>Press to remove it and the cubes above, if it is your colour.</source>
        <translation>若它是你的颜色，按下即移除它及其上方的方块。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = &lt;big&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/big&gt;&lt;br&gt;a game, not a number: its canonical form%3&lt;br&gt;&lt;b&gt;%4&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = &lt;big&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/big&gt;&lt;br&gt;这是一个博弈而不是数：其规范形式%3&lt;br&gt;&lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>C1 is at least as favourable for White as C2: &lt;big&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/big&gt;, because as games %2 is %3 %4.</source>
        <translation>C1 对白方至少与 C2 一样有利：&lt;big&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/big&gt;，因为作为博弈，%2 %3 %4。</translation>
    </message>
    <message>
        <source>With a green cube the value is a game: the tower cut above each cube is { the values White&apos;s removals leave | those Black&apos;s leave }, in canonical form.</source>
        <translation>有绿色方块时，值是一个博弈：在每个方块之上截断的塔为 { 白方移除后留下的值 | 黑方移除后留下的值 }，取其规范形式。</translation>
    </message>
    <message>
        <source>Cube %1 (%2): { %3 | %4 } = %5</source>
        <translation>方块 %1（%2）：{ %3 | %4 } = %5</translation>
    </message>
    <message>
        <source>… and the cubes above, in the same way.</source>
        <translation>……其上的方块依此类推。</translation>
    </message>
    <message>
        <source>where %1</source>
        <translation>其中 %1</translation>
    </message>
    <message>
        <source>Green cubes (either player may take one)</source>
        <translation>绿色方块（双方都可取走）</translation>
    </message>
    <message>
        <source>Allow green cubes</source>
        <translation>允许绿色方块</translation>
    </message>
    <message>
        <source>A green cube may be taken by either player, with every cube above it; the values are then games in CGSuite&apos;s notation. The contest has none.</source>
        <translation>绿色方块可由任一方取走（连同其上所有方块）；此时的值是以 CGSuite 记法表示的博弈。比赛中没有绿色方块。</translation>
    </message>
    <message>
        <source>The tests hold green cubes: remove or recolour them first</source>
        <translation>测试中含有绿色方块：请先移除或改变它们的颜色</translation>
    </message>
    <message>
        <source>Back to the contest&apos;s rules, as one step that Undo takes back</source>
        <translation>恢复比赛规则（一步操作，可撤销）</translation>
    </message>
    <message>
        <source>Game trees are drawn for white and black cubes only.</source>
        <translation>博弈树只为白色和黑色方块绘制。</translation>
    </message>
    <message>
        <source>%1 (%2&apos;s move): %3</source>
        <translation>%1（%2 的走法）：%3</translation>
    </message>
    <message>
        <source>Hover a cube to see its tower&apos;s value derived step by step: for white and black cubes the run at the bottom, each cube&apos;s ±1/2^k and the sign expansion; with a green cube, the tower cut above each cube as { White&apos;s options | Black&apos;s }.</source>
        <translation>将鼠标悬停在方块上，可逐步看到其所在塔的值如何推导：白色和黑色方块依次给出底部的连续段、每个方块的 ±1/2^k 和符号展开；有绿色方块时，给出在每个方块之上截断的塔 { 白方的选项 | 黑方的选项 }。</translation>
    </message>
</context>
<context>
    <name>HackenbushPanel</name>
    <message>
        <source>Values</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Value of C1</source>
        <translation>C1 的值</translation>
    </message>
    <message>
        <source>Value of C2</source>
        <translation>C2 的值</translation>
    </message>
    <message>
        <source>Comparison of C1 and C2</source>
        <translation>C1 与 C2 的比较</translation>
    </message>
    <message>
        <source>C1 is at least as favourable for White as C2 exactly when value(C1) ≥ value(C2): then any fourth tower White wins with C2 she also wins with C1</source>
        <translation>当且仅当 value(C1) ≥ value(C2) 时，C1 对白方至少与 C2 一样有利：此时任何第四座塔，只要白方配上 C2 能赢，配上 C1 也能赢</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the computation in progress</source>
        <translation>停止正在进行的计算</translation>
    </message>
    <message>
        <source>Stop computing C2</source>
        <translation>停止计算 C2</translation>
    </message>
    <message>
        <source>Judge tests</source>
        <translation>评测数据</translation>
    </message>
    <message>
        <source>&amp;Test:</source>
        <translation>测试(&amp;T)：</translation>
    </message>
    <message>
        <source>Judge test shown as C1 and C2</source>
        <translation>显示为 C1 和 C2 的评测测试</translation>
    </message>
    <message>
        <source>The test of the judge input shown as C1 and C2 (Page Up / Page Down)</source>
        <translation>以 C1 和 C2 显示的评测输入中的测试（Page Up / Page Down）</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Open a file in the contest judge format</source>
        <translation>打开比赛评测格式的文件</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <source>Paste judge text (or a text id such as WBB|WBW|B for C1) from the clipboard</source>
        <translation>从剪贴板粘贴评测文本（或 C1 的文本 ID，如 WBB|WBW|B）</translation>
    </message>
    <message>
        <source>Judge output:</source>
        <translation>评测输出：</translation>
    </message>
    <message>
        <source>Judge output</source>
        <translation>评测输出</translation>
    </message>
    <message>
        <source>The contest&apos;s answer for every test, as the judge prints it</source>
        <translation>比赛对每个测试的答案，与评测程序的输出相同</translation>
    </message>
    <message>
        <source>Winning moves</source>
        <translation>制胜步</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>轮到：</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>白方(&amp;W)</translation>
    </message>
    <message>
        <source>Mark the cubes White can remove to win</source>
        <translation>标出白方移除后可获胜的方块</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>黑方(&amp;B)</translation>
    </message>
    <message>
        <source>Mark the cubes Black can remove to win</source>
        <translation>标出黑方移除后可获胜的方块</translation>
    </message>
    <message>
        <source>&amp;Mark</source>
        <translation>标出(&amp;M)</translation>
    </message>
    <message>
        <source>Ring in green the cubes whose removal wins for the player to move</source>
        <translation>用绿圈标出移除后能让行动方获胜的方块</translation>
    </message>
    <message>
        <source>Play the engine (on C1)</source>
        <translation>与引擎对弈（在 C1 上）</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>你执(&amp;P)：</translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation>你的颜色</translation>
    </message>
    <message>
        <source>White (remove white cubes)</source>
        <translation>白方（移除白色方块）</translation>
    </message>
    <message>
        <source>Black (remove black cubes)</source>
        <translation>黑方（移除黑色方块）</translation>
    </message>
    <message>
        <source>&amp;First move:</source>
        <translation>先手(&amp;F)：</translation>
    </message>
    <message>
        <source>Who moves first</source>
        <translation>谁先走</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>The engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>Play C1 against the engine (Ctrl+G)</source>
        <translation>在 C1 上与引擎对弈（Ctrl+G）</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Take back your last move and the engine&apos;s answer (Backspace)</source>
        <translation>收回你的上一步以及引擎的应对（Backspace）</translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation>返回编辑</translation>
    </message>
    <message>
        <source>End the game; C1 is as it was before the game (Esc)</source>
        <translation>结束对局；C1 恢复为对局前的样子（Esc）</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>C&amp;1:</source>
        <translation>C&amp;1：</translation>
    </message>
    <message>
        <source>C1 as a text id</source>
        <translation>C1 的文本 ID</translation>
    </message>
    <message>
        <source>Towers bottom to top separated by |, e.g. WBB|WBW|B; press Enter to apply</source>
        <translation>各塔自下而上书写，以 | 分隔，如 WBB|WBW|B；按 Enter 应用</translation>
    </message>
    <message>
        <source>C&amp;2:</source>
        <translation>C&amp;2：</translation>
    </message>
    <message>
        <source>C2 as a text id</source>
        <translation>C2 的文本 ID</translation>
    </message>
    <message>
        <source>Towers bottom to top separated by |, e.g. BWW|BWW|WBB; press Enter to apply</source>
        <translation>各塔自下而上书写，以 | 分隔，如 BWW|BWW|WBB；按 Enter 应用</translation>
    </message>
    <message>
        <source>&amp;Random:</source>
        <translation>随机(&amp;R)：</translation>
    </message>
    <message>
        <source>Largest tower height for random positions</source>
        <translation>随机局面的最大塔高</translation>
    </message>
    <message>
        <source>Largest tower height of a random position (the contest allows 50; up to a million here)</source>
        <translation>随机局面的最大塔高（比赛允许 50；这里最多可达一百万）</translation>
    </message>
    <message>
        <source>height ≤ </source>
        <translation>高度 ≤ </translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>The same seed gives the same towers everywhere</source>
        <translation>相同的种子在任何地方都会生成相同的塔</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>种子 </translation>
    </message>
    <message>
        <source>Random C1</source>
        <translation>随机 C1</translation>
    </message>
    <message>
        <source>Three random towers for C1 from the height and the seed</source>
        <translation>根据高度和种子为 C1 生成三座随机塔</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>A tower step by step</source>
        <translation>逐步推导一座塔</translation>
    </message>
    <message>
        <source>The hovered tower&apos;s value, step by step</source>
        <translation>悬停之塔的值的逐步推导</translation>
    </message>
    <message>
        <source>&amp;Game tree…</source>
        <translation>博弈树(&amp;G)…</translation>
    </message>
    <message>
        <source>Every position the game can reach, with its value {L | R} and how the simplicity rule picks it</source>
        <translation>对局能到达的每个局面，及其值 {L | R} 和最简数规则如何选出这个值</translation>
    </message>
    <message>
        <source>Engine &amp;move</source>
        <translation>引擎走棋(&amp;M)</translation>
    </message>
    <message>
        <source>Let the engine make its move now, when it is to move (E)</source>
        <translation>轮到引擎时，让它现在走一步（E）</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>对局状态</translation>
    </message>
</context>
<context>
    <name>HackenbushView</name>
    <message>
        <source>Hackenbush towers</source>
        <translation>Hackenbush 塔</translation>
    </message>
    <message>
        <source>Arrow keys choose a cube; Space clicks it (flip, or remove in a game); W or B puts a white or black cube on its tower; the menu key offers more.</source>
        <translation>方向键选择方块；空格键相当于单击（翻转，或在对局中移除）；W 或 B 在其所在塔上放一个白色或黑色方块；菜单键提供更多操作。</translation>
    </message>
    <message>
        <source>Put a white cube on top of tower %1</source>
        <translation>在塔 %1 顶部放一个白色方块</translation>
    </message>
    <message>
        <source>Put a black cube on top of tower %1</source>
        <translation>在塔 %1 顶部放一个黑色方块</translation>
    </message>
    <message>
        <source>Remove tower %1</source>
        <translation>移除塔 %1</translation>
    </message>
    <message>
        <source>Add an empty tower</source>
        <translation>添加一座空塔</translation>
    </message>
    <message>
        <source>Tower %1 compressed: 1 row = %2 cubes, shaded by its share of black</source>
        <translation>塔 %1 已压缩显示：1 行 = %2 个方块，颜色深浅表示黑色方块的比例</translation>
    </message>
    <message>
        <source>Tall towers compressed: rows of cubes, shaded by their share of black</source>
        <translation>高塔已压缩显示：每行代表若干方块，颜色深浅表示黑色方块的比例</translation>
    </message>
    <message>
        <source>1 cube</source>
        <translation>1 个方块</translation>
    </message>
    <message>
        <source>%1 cubes</source>
        <translation>%1 个方块</translation>
    </message>
    <message>
        <source>+ tower</source>
        <translation>+ 塔</translation>
    </message>
    <message numerus="yes">
        <source>Tower %1: %Ln cube(s), value %2</source>
        <translation>
            <numerusform>塔 %1：%Ln 个方块，值 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Tower %1, cube %2</source>
        <translation>塔 %1，方块 %2</translation>
    </message>
    <message>
        <source>Put a green cube on top of tower %1</source>
        <translation>在塔 %1 顶部放一个绿色方块</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Puzzle Workbench Help</source>
        <translation>Puzzle Workbench 帮助</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>帮助文本</translation>
    </message>
</context>
<context>
    <name>HelpPicture</name>
    <message>
        <source>top: incomplete</source>
        <translation>顶层：不完整</translation>
    </message>
</context>
<context>
    <name>Intake</name>
    <message>
        <source>there is no text</source>
        <translation>没有文本</translation>
    </message>
    <message>
        <source>not a workbench document, nor judge text or a position of any puzzle; as %1: %2</source>
        <translation>既不是工作台文档，也不是任何谜题的评测文本或局面；按%1解读：%2</translation>
    </message>
    <message>
        <source>not a valid workbench document: %1</source>
        <translation>不是有效的工作台文档：%1</translation>
    </message>
    <message>
        <source>the %1 options are not valid JSON</source>
        <translation>%1 的选项不是有效的 JSON</translation>
    </message>
    <message>
        <source>the %1 page: %2</source>
        <translation>%1 页：%2</translation>
    </message>
</context>
<context>
    <name>JengaChart</name>
    <message>
        <source>P(game lasts t minutes)</source>
        <translation>P(对局持续 t 分钟)</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>Distribution of the game length</source>
        <translation>对局时长分布</translation>
    </message>
</context>
<context>
    <name>JengaEngine</name>
    <message>
        <source>end-game table with optimistic aggregation</source>
        <translation>残局表加乐观聚合</translation>
    </message>
    <message>
        <source>fewest moves at 6/5 minutes each</source>
        <translation>最少步数，每步按 6/5 分钟计</translation>
    </message>
    <message>
        <source>preferences fitted to exact choices</source>
        <translation>按精确选择拟合的偏好</translation>
    </message>
    <message>
        <source>one-step lookahead on the fitted preferences</source>
        <translation>基于拟合偏好的一步前瞻</translation>
    </message>
    <message>
        <source>two-step policy iteration on the fitted preferences</source>
        <translation>基于拟合偏好的两步策略迭代</translation>
    </message>
    <message>
        <source>lookahead on the lower bound&apos;s values</source>
        <translation>基于下界值的前瞻</translation>
    </message>
    <message>
        <source>kill-first, middle-first</source>
        <translation>先拆层，先取中间</translation>
    </message>
    <message>
        <source>end-game table with optimistic aggregation, the first moves searched exactly</source>
        <translation>残局表加乐观聚合，前几步精确搜索</translation>
    </message>
    <message>
        <source>fewest moves at (the die&apos;s faces / its colour faces) minutes each</source>
        <translation>最少步数，每步（骰子总面数 / 颜色面数）分钟</translation>
    </message>
</context>
<context>
    <name>JengaModel</name>
    <message>
        <source>black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <source>more than %1 levels</source>
        <translation>超过 %1 层</translation>
    </message>
    <message>
        <source>%1 levels; at most %2 are allowed</source>
        <translation>%1 层；最多允许 %2 层</translation>
    </message>
    <message>
        <source>the seed is out of range</source>
        <translation>种子超出范围</translation>
    </message>
    <message>
        <source>a minute of the game is malformed</source>
        <translation>对局中的某一分钟格式有误</translation>
    </message>
    <message>
        <source>a move of the game cannot be played there</source>
        <translation>对局中的某一步在该处不合法</translation>
    </message>
    <message>
        <source>the game does not lead to the tower shown</source>
        <translation>该对局到不了所显示的塔</translation>
    </message>
    <message>
        <source>the pending roll is not possible</source>
        <translation>待走的掷骰结果不可能</translation>
    </message>
    <message>
        <source>A tower has at most %1 levels.</source>
        <translation>塔最多有 %1 层。</translation>
    </message>
    <message>
        <source>Start a new level</source>
        <translation>开始新的一层</translation>
    </message>
    <message>
        <source>Put a block back</source>
        <translation>放回一块积木</translation>
    </message>
    <message>
        <source>Take a block out</source>
        <translation>取出一块积木</translation>
    </message>
    <message>
        <source>Recolour a block</source>
        <translation>更改积木颜色</translation>
    </message>
    <message>
        <source>Roll the die first (R), or pick the face it shows.</source>
        <translation>请先掷骰（R），或选择骰子掷出的面。</translation>
    </message>
    <message>
        <source>Now click the free slot on top where the block goes.</source>
        <translation>现在点击塔顶上要放这块积木的空位置。</translation>
    </message>
    <message>
        <source>That block cannot come out: its level would fall.</source>
        <translation>这块积木不能取出：它所在的层会倒塌。</translation>
    </message>
    <message>
        <source>The die shows %1: click a %1 block below the top level.</source>
        <translation>骰子掷出%1：请点击顶层以下的一块%1色积木。</translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation>开始对局</translation>
    </message>
    <message>
        <source>Edit the tower</source>
        <translation>编辑塔</translation>
    </message>
    <message>
        <source>Roll %1: no move</source>
        <translation>掷出%1：无可走</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>掷出%1</translation>
    </message>
    <message>
        <source>Not allowed: take a %1 block whose level still stands without it, and put it on top.</source>
        <translation>不允许：应取出一块颜色为%1的积木（取出后其所在层仍能立住），并放到塔顶。</translation>
    </message>
    <message>
        <source>rolled</source>
        <translation>所掷颜色</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>走 %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>Change the number of levels</source>
        <translation>更改层数</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Random tower</source>
        <translation>随机塔</translation>
    </message>
    <message>
        <source>Click a block to change its colour; right-click or Shift+click takes it out.</source>
        <translation>点击积木可更改其颜色；右键单击或 Shift+单击可将其取出。</translation>
    </message>
    <message>
        <source>Filled badges mark the best block to take for each die colour, outlined ones where it goes; hover a block to see what taking it leaves.</source>
        <translation>实心标记指出每种骰子颜色下最该取出的积木，空心标记指出它该放的位置；将鼠标悬停在积木上，可查看取出它之后的结果。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: take a %2 block out and put it on top.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：取出一块%2色积木，放到塔顶。</translation>
    </message>
    <message>
        <source>Black: the minute passed with no move.</source>
        <translation>黑面：这一分钟无动作地过去了。</translation>
    </message>
    <message>
        <source>%1: no %2 block could come out, the minute passed.</source>
        <translation>%1：没有可抽出的%2积木，这一分钟过去了。</translation>
    </message>
    <message>
        <source>Played %1: &lt;b&gt;optimal&lt;/b&gt;.</source>
        <translation>已走 %1：&lt;b&gt;最优&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>Played %1: &lt;b&gt;not optimal&lt;/b&gt;, it leaves %2 minutes; the best leaves %3.</source>
        <translation>已走 %1：&lt;b&gt;不是最优&lt;/b&gt;，之后期望还剩 %2 分钟；最优走法还剩 %3。</translation>
    </message>
    <message>
        <source>Played %1.</source>
        <translation>已走 %1。</translation>
    </message>
    <message>
        <source>No block can come out: the game is over.</source>
        <translation>没有积木可以取出：对局结束。</translation>
    </message>
    <message>
        <source>Roll the die (R) or pick the face it shows.</source>
        <translation>掷骰（R），或选择骰子掷出的面。</translation>
    </message>
    <message>
        <source>Colored Jenga</source>
        <translation>彩色叠叠乐</translation>
    </message>
    <message>
        <source>Best: %1 (%2), leaving %3 minutes.</source>
        <translation>最优：%1（%2），之后期望还剩 %3 分钟。</translation>
    </message>
    <message numerus="yes">
        <source>the game played (%n minute(s)) and the tower it started from</source>
        <translation>
            <numerusform>已进行的对局（%n 分钟）及其起始的塔</numerusform>
        </translation>
    </message>
    <message>
        <source>the tower as it stands now</source>
        <translation>当前的塔</translation>
    </message>
    <message numerus="yes">
        <source>a die of %1 red, %2 green, %3 blue and %n black face(s)</source>
        <translation>
            <numerusform>骰子有 %1 个红面、%2 个绿面、%3 个蓝面和 %n 个黑面</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (the contest&apos;s)</source>
        <translation>%1（比赛规则）</translation>
    </message>
    <message>
        <source>The die needs at least one red, green or blue face: the rules are unchanged.</source>
        <translation>骰子至少要有一个红、绿或蓝面：规则未改变。</translation>
    </message>
    <message>
        <source>Each colour has from 0 to %1 faces: the rules are unchanged.</source>
        <translation>每种颜色的面数为 0 到 %1：规则未改变。</translation>
    </message>
    <message>
        <source>Contest rules</source>
        <translation>比赛规则</translation>
    </message>
    <message>
        <source>Die %1</source>
        <translation>骰子 %1</translation>
    </message>
    <message>
        <source>The die in force has no %1 face.</source>
        <translation>当前骰子没有%1面。</translation>
    </message>
    <message>
        <source>the rules must be the die as text, such as 1,2,2,1</source>
        <translation>规则必须是骰子的文本形式，例如 1,2,2,1</translation>
    </message>
</context>
<context>
    <name>JengaPage</name>
    <message>
        <source>The die shows %1</source>
        <translation>骰子掷出%1</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>求解器失败：%1</translation>
    </message>
    <message>
        <source>level %1, %2</source>
        <translation>第 %1 层，%2</translation>
    </message>
    <message>
        <source>A new level starts here.</source>
        <translation>新的一层从这里开始。</translation>
    </message>
    <message>
        <source>Click to start a new level with a red block here.</source>
        <translation>点击可在此处放一块红色积木，开始新的一层。</translation>
    </message>
    <message>
        <source>Empty slot (%1).</source>
        <translation>空位置（%1）。</translation>
    </message>
    <message>
        <source>Empty slot (%1): click to put a red block back.</source>
        <translation>空位置（%1）：点击可放回一块红色积木。</translation>
    </message>
    <message>
        <source>A %1 block (%2).</source>
        <translation>一块%1色积木（%2）。</translation>
    </message>
    <message>
        <source>Blocks are never taken from the top level.</source>
        <translation>积木永远不能从顶层取出。</translation>
    </message>
    <message>
        <source>It cannot come out: its level would fall.</source>
        <translation>它不能取出：它所在的层会倒塌。</translation>
    </message>
    <message>
        <source>a new level</source>
        <translation>新的一层</translation>
    </message>
    <message>
        <source>the top level</source>
        <translation>顶层</translation>
    </message>
    <message>
        <source>The best %1 block leaves %2.</source>
        <translation>最优的%1色积木之后还剩 %2。</translation>
    </message>
    <message>
        <source>This is an optimal %1 block.</source>
        <translation>这是一块最优的%1色积木。</translation>
    </message>
    <message>
        <source>This tower cannot be played: %1.</source>
        <translation>此塔无法进行游戏：%1。</translation>
    </message>
    <message>
        <source>&lt;big&gt;Expected remaining: &lt;b&gt;%1&lt;/b&gt; minutes&lt;/big&gt;</source>
        <translation>&lt;big&gt;期望剩余：&lt;b&gt;%1&lt;/b&gt; 分钟&lt;/big&gt;</translation>
    </message>
    <message>
        <source>&lt;big&gt;Expected duration: &lt;b&gt;%1&lt;/b&gt; minutes&lt;/big&gt;</source>
        <translation>&lt;big&gt;期望时长：&lt;b&gt;%1&lt;/b&gt; 分钟&lt;/big&gt;</translation>
    </message>
    <message>
        <source>No block can come out: the game is over.</source>
        <translation>没有积木可以取出：对局结束。</translation>
    </message>
    <message>
        <source>Exact, read from the table of the game&apos;s start tower (no new solve)</source>
        <translation>精确值，取自对局起始塔的求解表（未重新求解）</translation>
    </message>
    <message>
        <source> · expected total %1</source>
        <translation> · 期望总时长 %1</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>No exact solution to chart</source>
        <translation>没有可绘制的精确解</translation>
    </message>
    <message>
        <source>Mean &lt;b&gt;%1&lt;/b&gt; minutes (the expected duration) · standard deviation &lt;b&gt;%2&lt;/b&gt; · median %3 · 90% of games end within %4 minutes.</source>
        <translation>平均值 &lt;b&gt;%1&lt;/b&gt; 分钟（即期望时长） · 标准差 &lt;b&gt;%2&lt;/b&gt; · 中位数 %3 · 90% 的对局在 %4 分钟内结束。</translation>
    </message>
    <message>
        <source>red</source>
        <translation>红</translation>
    </message>
    <message>
        <source>green</source>
        <translation>绿</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>蓝</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左侧</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>中间</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右侧</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>塔</translation>
    </message>
    <message>
        <source>Game-length chart</source>
        <translation>游戏时长图</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>Game-length distribution</source>
        <translation>游戏时长分布</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>move</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>expected minutes after</source>
        <translation>之后的期望分钟数</translation>
    </message>
    <message>
        <source>extra over the best</source>
        <translation>比最优多出</translation>
    </message>
    <message>
        <source>Choices per die colour</source>
        <translation>各骰面颜色的选择</translation>
    </message>
    <message>
        <source>Exact, under optimal play · %1 positions solved in %2</source>
        <translation>精确值（最优策略）· %2 内求解了 %1 个局面</translation>
    </message>
    <message numerus="yes">
        <source>The rest of the game from the tower shown, after %n minute(s).</source>
        <translation>
            <numerusform>从当前塔起的剩余对局（已进行 %n 分钟）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Solve exactly</source>
        <translation>精确求解</translation>
    </message>
    <message>
        <source>The exact solve is predicted to reach about %1 positions in %2 and %3 of memory, as a typical tower of this height does; one tower may reach from a quarter to one and a half times as many.</source>
        <translation>预计精确求解将涉及约 %1 个局面，耗时 %2，占用内存 %3，同样高度的典型塔如此；具体某座塔的局面数可能只有其四分之一，也可能多至一倍半。</translation>
    </message>
    <message>
        <source>No estimate: %1</source>
        <translation>没有估计值：%1</translation>
    </message>
    <message>
        <source>Towers of up to %1 levels are solved exactly as you edit; this one can be solved exactly on request.</source>
        <translation>不超过 %1 层的塔在编辑时即被精确求解；此塔可应要求精确求解。</translation>
    </message>
    <message>
        <source>Towers of up to %1 levels are solved exactly as you edit; this one would need about %2 of memory, more than the %3 an exact solve may use here.</source>
        <translation>不超过 %1 层的塔在编辑时即被精确求解；此塔约需 %2 内存，超过了此处精确求解可用的 %3。</translation>
    </message>
    <message>
        <source>Game length under optimal play</source>
        <translation>最优策略下的对局时长</translation>
    </message>
    <message>
        <source>a new level (level %1)</source>
        <translation>新的一层（第 %1 层）</translation>
    </message>
    <message>
        <source>the top level (level %1)</source>
        <translation>顶层（第 %1 层）</translation>
    </message>
    <message>
        <source>take the %1 %2 block of level %3; put it on the %4 of %5</source>
        <translation>取出第 %3 层%2的%1色积木；放到%5的%4</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最优</translation>
    </message>
    <message>
        <source>No block can come out: there is no choice left.</source>
        <translation>没有积木可以取出：已无可选之步。</translation>
    </message>
    <message>
        <source>The expected minutes left after each move (the value of the tower it leaves) and what it costs over the best move of its colour. Bold: optimal. Hover a move for it in words.</source>
        <translation>每一步之后预期剩余的分钟数（即它留下的塔的值），以及它比该颜色最优一步多花的时间。粗体：最优。将鼠标悬停在一步上可看到文字描述。</translation>
    </message>
    <message>
        <source>Only an exact solve knows the value of every choice.</source>
        <translation>只有精确求解才知道每个选择的值。</translation>
    </message>
    <message>
        <source>On the tower, the darker a block, the more taking it costs (the darkest: +%1 minutes); optimal blocks and blocks that cannot come out are not shaded.</source>
        <translation>塔上积木颜色越深，取出它的代价越大（最深：多 %1 分钟）；最优的积木和不能取出的积木不着色。</translation>
    </message>
    <message>
        <source>new</source>
        <comment>a new level, in a move&apos;s short notation such as B 5L-&gt;new M</comment>
        <translation>新层</translation>
    </message>
    <message>
        <source>optimal play</source>
        <translation>最优策略</translation>
    </message>
    <message>
        <source>kill first</source>
        <translation>先废层</translation>
    </message>
    <message>
        <source>a random legal move</source>
        <translation>随机合法走法</translation>
    </message>
    <message>
        <source>always the middle</source>
        <translation>总取中间</translation>
    </message>
    <message>
        <source>always a side</source>
        <translation>总取两侧</translation>
    </message>
    <message>
        <source>a block after which its level gives nothing more</source>
        <translation>取出后该层再也无积木可取的积木</translation>
    </message>
    <message>
        <source>every legal block and place equally likely</source>
        <translation>每个合法积木和位置等可能</translation>
    </message>
    <message>
        <source>a middle block when there is one</source>
        <translation>有中间积木时取中间积木</translation>
    </message>
    <message>
        <source>a side block when there is one</source>
        <translation>有两侧积木时取两侧积木</translation>
    </message>
    <message>
        <source>How long the game lasts, on average, for players who follow a simple rule instead of the optimal choice, each computed exactly.</source>
        <translation>按简单规则而非最优选择行事的玩家，对局平均持续多久；每一项都精确计算。</translation>
    </message>
    <message>
        <source>Only towers with an exact value are compared.</source>
        <translation>只比较有精确值的塔。</translation>
    </message>
    <message>
        <source>over the memory budget</source>
        <translation>超出内存预算</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Expected minutes</source>
        <translation>期望分钟数</translation>
    </message>
    <message>
        <source>Over optimal</source>
        <translation>比最优多</translation>
    </message>
    <message>
        <source>Exact expected durations from this tower; on the chart, each player&apos;s mean.</source>
        <translation>从这座塔开始的精确期望时长；图中标出每位玩家的均值。</translation>
    </message>
    <message>
        <source>kill</source>
        <comment>legend: kill-first play</comment>
        <translation>废层</translation>
    </message>
    <message>
        <source>random</source>
        <comment>legend: random play</comment>
        <translation>随机</translation>
    </message>
    <message>
        <source>middle</source>
        <comment>legend: always-the-middle play</comment>
        <translation>中间</translation>
    </message>
    <message>
        <source>side</source>
        <comment>legend: always-a-side play</comment>
        <translation>两侧</translation>
    </message>
    <message>
        <source>a policy that looks one move ahead: on each roll it takes the move after which a fixed policy (learned from the exact solution of the top %1 levels) has the shortest expected rest of the game, computed exactly</source>
        <translation>向前看一步的策略：每次掷骰后，选择使一个固定策略（学自塔顶 %1 层的精确解）的期望剩余时长最短的走法，该值精确计算</translation>
    </message>
    <message>
        <source>a fixed policy learned from the exact solution of the top %1 levels</source>
        <translation>学自塔顶 %1 层精确解的固定策略</translation>
    </message>
    <message>
        <source>Hover a block, or move the cursor with the arrow keys, to see what taking it leaves.</source>
        <translation>将鼠标悬停在积木上，或用方向键移动光标，即可看到取出它之后的结果。</translation>
    </message>
    <message>
        <source>Exact: about %1 needed, %2 here</source>
        <translation>精确求解：约需 %1，此处可用 %2</translation>
    </message>
    <message>
        <source>Cancelled: no value for this tower.</source>
        <translation>已取消：此塔没有值。</translation>
    </message>
    <message>
        <source>Solve it exactly or estimate it by simulation.</source>
        <translation>可以精确求解，或用模拟来估计。</translation>
    </message>
    <message>
        <source>Too big for the memory here.</source>
        <translation>此处内存不足以精确求解。</translation>
    </message>
    <message>
        <source>The exact solver may use %1 here.</source>
        <translation>此处精确求解器最多可用 %1。</translation>
    </message>
    <message>
        <source>&lt;big&gt;Optimum between &lt;b&gt;%1&lt;/b&gt; and &lt;b&gt;%2&lt;/b&gt; minutes&lt;/big&gt;</source>
        <translation>&lt;big&gt;最优值介于 &lt;b&gt;%1&lt;/b&gt; 与 &lt;b&gt;%2&lt;/b&gt; 分钟之间&lt;/big&gt;</translation>
    </message>
    <message>
        <source>&lt;big&gt;Optimum at most &lt;b&gt;%1&lt;/b&gt; minutes&lt;/big&gt;</source>
        <translation>&lt;big&gt;最优值至多 &lt;b&gt;%1&lt;/b&gt; 分钟&lt;/big&gt;</translation>
    </message>
    <message>
        <source>Not exact: at least %1 (proven), at most %2 with 97.5% confidence.</source>
        <translation>非精确值：至少 %1（已证明），至多 %2（97.5% 置信度）。</translation>
    </message>
    <message>
        <source>Not exact: an upper bound with 97.5% confidence, from a policy&apos;s simulated games.</source>
        <translation>非精确值：97.5% 置信度的上界，来自一个策略的模拟对局。</translation>
    </message>
    <message>
        <source>the exact value follows</source>
        <translation>精确值随后给出</translation>
    </message>
    <message>
        <source>a closer estimate follows</source>
        <translation>更接近的估计随后给出</translation>
    </message>
    <message>
        <source>the exact solve needs more than the %1 here</source>
        <translation>精确求解所需内存超过此处的 %1</translation>
    </message>
    <message>
        <source>the exact solve was cancelled</source>
        <translation>精确求解已取消</translation>
    </message>
    <message>
        <source>cancelled before the closest estimate</source>
        <translation>在最接近的估计之前已取消</translation>
    </message>
    <message>
        <source>the tower lies within the end-game table, so this is its exact optimum, rounded down</source>
        <translation>该塔在残局表范围之内，因此这就是它的精确最优值（向下舍入）</translation>
    </message>
    <message>
        <source>proven with an end-game table of exact values (every position with at most %1 points left: 6 a full level, 3 a middle and side, 2 a top block) and, above it, an aggregation that lets the player choose the side colours of every full level as it likes, which can only help it</source>
        <translation>由精确值残局表（涵盖剩余点数至多为 %1 的所有局面：完整的一层计 6 点，中间加一侧计 3 点，顶层每块积木计 2 点）以及表以上部分的聚合证明；该聚合允许玩家随意选择每个完整层两侧积木的颜色，这只会对玩家有利</translation>
    </message>
    <message>
        <source>proven by counting: the game needs at least %1 more moves, and each waits on average at least 6/5 minutes for a colour that can move (the finer bound would need too much memory here)</source>
        <translation>由计数证明：对局至少还需 %1 步，而每一步平均至少要等 6/5 分钟才能掷出可走的颜色（更精细的下界在此处需要过多内存）</translation>
    </message>
    <message>
        <source>The optimum is at least %1 minutes: %2.</source>
        <translation>最优值至少为 %1 分钟：%2。</translation>
    </message>
    <message>
        <source>The optimum is at most %1 minutes, with 97.5% confidence: no policy beats the optimum, and the policy “%2” (%3) lasted %4 minutes on average over %5 simulated games. That mean is the policy&apos;s own value, simulated, not the optimum: its 95% interval is %6 to %1, so the policy&apos;s value, and with it the optimum, is at most %1 with 97.5% confidence.</source>
        <translation>最优值至多为 %1 分钟（97.5% 置信度）：任何策略都不会优于最优值，而策略“%2”（%3）在 %5 局模拟对局中平均持续 %4 分钟。这个平均值是该策略自身的值（经模拟得到），而不是最优值：其 95% 区间为 %6 到 %1，因此该策略的值，进而最优值，至多为 %1（97.5% 置信度）。</translation>
    </message>
    <message>
        <source>a policy found by two steps of policy iteration: a fixed policy learned from the exact solution of the top %1 levels, improved twice by taking on each roll the move after which the policy before has the shortest expected rest of the game, computed exactly</source>
        <translation>经两步策略迭代得到的策略：从学自塔顶 %1 层精确解的固定策略出发改进两次，每次都在每次掷骰后选择使前一个策略的期望剩余时长最短的走法，该值精确计算</translation>
    </message>
    <message>
        <source>a policy that looks one move ahead on the lower bound&apos;s values: on each roll it takes the move after which the bound (exact in the end game) is least</source>
        <translation>依据下界值向前看一步的策略：每次掷骰后，选择使该下界（在残局中为精确值）最小的走法</translation>
    </message>
    <message>
        <source>Simulated games of the policy “%1” (its game length, not the optimum&apos;s): mean &lt;b&gt;%2&lt;/b&gt; ± %3 minutes · standard deviation %4.</source>
        <translation>策略“%1”的模拟对局（这是该策略的对局时长，而非最优策略的）：平均值 &lt;b&gt;%2&lt;/b&gt; ± %3 分钟 · 标准差 %4。</translation>
    </message>
    <message>
        <source>The optimum lies between %1 (a proven lower bound: %2) and %3 (an upper bound, with 97.5% confidence).</source>
        <translation>最优值介于 %1（已证明的下界：%2）与 %3（上界，97.5% 置信度）之间。</translation>
    </message>
    <message>
        <source>The optimum is at most %1, with 97.5% confidence.</source>
        <translation>最优值至多为 %1（97.5% 置信度）。</translation>
    </message>
    <message>
        <source>Game length of a stated policy&apos;s simulated games</source>
        <translation>所述策略模拟对局的对局时长</translation>
    </message>
    <message>
        <source>player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>expected minutes</source>
        <translation>期望分钟数</translation>
    </message>
    <message>
        <source>over optimal</source>
        <translation>比最优多</translation>
    </message>
    <message>
        <source>Simple policies compared</source>
        <translation>简单策略比较</translation>
    </message>
    <message>
        <source>Exact: about %1 of disk needed, %2 free</source>
        <translation>精确求解：约需 %1 磁盘空间，可用 %2</translation>
    </message>
    <message>
        <source>Mode and play</source>
        <translation>模式与对局</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) played</source>
        <translation>
            <numerusform>已玩 %n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source> · game over</source>
        <translation> · 对局结束</translation>
    </message>
    <message>
        <source>Towers of up to %1 levels are solved exactly as you edit; an exact solve of this one is far beyond the %2 it may use here, and beyond any computer.</source>
        <translation>不超过 %1 层的塔在编辑时即精确求解；这座塔的精确求解远远超出此处可用的 %2，也超出任何计算机的能力。</translation>
    </message>
    <message>
        <source>Exact: far beyond the %1 here</source>
        <translation>精确求解：远超此处的 %1</translation>
    </message>
    <message numerus="yes">
        <source>Estimated: %Ln simulated game(s) of a stated policy</source>
        <translation>
            <numerusform>估计值：所述策略的 %Ln 局模拟对局</numerusform>
        </translation>
    </message>
    <message>
        <source>Solving this tower…</source>
        <translation>正在求解这座塔…</translation>
    </message>
    <message>
        <source>Exact: not enough disk</source>
        <translation>精确求解：磁盘空间不足</translation>
    </message>
    <message>
        <source>Exact: far beyond reach</source>
        <translation>精确求解：远超可及范围</translation>
    </message>
    <message>
        <source>Exact: not enough memory</source>
        <translation>精确求解：内存不足</translation>
    </message>
    <message>
        <source>Run the exact solver on this tower (beyond 10 levels the button shows the time and memory predicted for a typical tower of its height; one tower may take from a quarter to one and a half times that)</source>
        <translation>对此塔运行精确求解器（超过 10 层时按钮上会显示同样高度的典型塔的预计时间和内存；具体某座塔可能只需其四分之一，也可能多至一倍半）</translation>
    </message>
    <message>
        <source>proven with an end-game table of exact values (every position with at most %1 points left: 6 a full level, 3 a middle and side, 2 a top block), an aggregation above it that lets the player choose the side colours of every full level as it likes, which can only help it, and the first %2 moves of play searched exactly over those values (%3 positions)</source>
        <translation>由精确值残局表（涵盖剩余点数至多为 %1 的所有局面：完整的一层计 6 点，中间加一侧计 3 点，顶层每块积木计 2 点）、表以上部分的聚合（允许玩家随意选择每个完整层两侧积木的颜色，这只会对玩家有利），以及在这些值之上对前 %2 步走法的精确搜索（%3 个局面）证明</translation>
    </message>
    <message>
        <source>Taking it leaves &lt;b&gt;%1&lt;/b&gt; expected minutes (it goes to the %2 of %3).</source>
        <translation>取出它之后期望还剩 &lt;b&gt;%1&lt;/b&gt; 分钟（放到%3的%2）。</translation>
    </message>
    <message>
        <source>Exact, under optimal play.</source>
        <translation>精确值（最优策略）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 (then %3 minutes are expected)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2（之后期望还剩 %3 分钟）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: no block of it can come out; the minute passes</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：没有这种颜色的积木可以取出；这一分钟过去</translation>
    </message>
    <message>
        <source>&lt;b&gt;black&lt;/b&gt;: the minute passes with no move</source>
        <translation>&lt;b&gt;黑&lt;/b&gt;：这一分钟过去，不走任何一步</translation>
    </message>
    <message>
        <source>The best move for each colour the die can show:</source>
        <translation>骰子每种颜色下的最佳走法：</translation>
    </message>
    <message>
        <source>On the tower, a filled badge with a colour&apos;s letter (R red, G green, B blue) marks the block to take when the die shows that colour, and an outlined badge the slot it goes to. Levels are numbered from the bottom.</source>
        <translation>塔上带颜色字母（R 红、G 绿、B 蓝）的实心标记指出骰子掷出该颜色时要取出的积木，空心标记指出它该放的位置。层数自下而上编号。</translation>
    </message>
    <message>
        <source>Mean of the policy&apos;s games: %1 minutes</source>
        <translation>该策略对局的平均值：%1 分钟</translation>
    </message>
    <message>
        <source>Mean: %1 minutes</source>
        <translation>平均值：%1 分钟</translation>
    </message>
    <message>
        <source>The policy&apos;s mean, %1, lies below the proven lower bound %2: it is the average of a sample of simulated games, not a bound. The policy&apos;s own value is at least the optimum, so at least %2; a sample&apos;s average falls below it by chance.</source>
        <translation>该策略的平均值 %1 低于已证明的下界 %2：它是一组模拟对局的平均值，而不是一个界。该策略本身的值至少等于最优值，因此至少为 %2；样本平均值偶然会低于它。</translation>
    </message>
    <message>
        <source>The bracket is wide (%1% of its upper bound): the lower bound&apos;s end-game table and search reach only part of a tower this tall.</source>
        <translation>这个区间很宽（为其上界的 %1%）：对这么高的塔，下界的终局表和搜索只能覆盖其中一部分。</translation>
    </message>
    <message>
        <source>Wide: the lower bound reaches only part of this tower.</source>
        <translation>区间宽：下界只覆盖了这座塔的一部分。</translation>
    </message>
    <message>
        <source>Wide: at this height only the count of moves left can be proven.</source>
        <translation>区间宽：在这个高度只能证明剩余步数的计数下界。</translation>
    </message>
    <message>
        <source>The bracket is wide (%1% of its upper bound) because the tower is very tall: the finer lower bound would need more positions than can be held here, so the only bound proven counts the moves the game still needs, each waiting at least 6/5 minutes. A game lasts much longer than that count, since many rolls show a colour no block can be taken of; the count cannot see them.</source>
        <translation>这个区间很宽（为其上界的 %1%），因为塔非常高：更精细的下界需要的局面数超出了这里能容纳的范围，所以唯一能证明的下界只计算对局还需要的步数，每一步至少等待 6/5 分钟。实际对局比这个计数长得多，因为很多次掷骰会掷出没有积木可取的颜色；这个计数看不到这些。</translation>
    </message>
    <message>
        <source>Solve exactly: about %1, %2 of memory and %3 of disk</source>
        <translation>精确求解：约 %1，内存 %2，磁盘 %3</translation>
    </message>
    <message>
        <source>Solve exactly: %1 of memory, %2 of disk</source>
        <translation>精确求解：内存 %1，磁盘 %2</translation>
    </message>
    <message>
        <source>Solve exactly: %1 memory, %2 disk</source>
        <translation>精确求解：内存 %1，磁盘 %2</translation>
    </message>
    <message>
        <source>Solve exactly: about %1 and %2 of memory</source>
        <translation>精确求解：约 %1，内存 %2</translation>
    </message>
    <message>
        <source>Solve exactly: %1 of memory</source>
        <translation>精确求解：内存 %1</translation>
    </message>
    <message>
        <source>proven by counting: the game needs at least %1 more moves, and under this die each waits on average at least %2 minutes for a colour that can move (the finer bound would need too much memory here)</source>
        <translation>由计数证明：游戏至少还需 %1 步，在这个骰子下每一步平均至少要等 %2 分钟才掷出可以走的颜色（更精细的下界在此需要过多内存）</translation>
    </message>
    <message>
        <source>The bracket is wide (%1% of its upper bound) because the tower is very tall: the finer lower bound would need more positions than can be held here, so the only bound proven counts the moves the game still needs, each waiting at least %2 minutes under this die. A game lasts much longer than that count, since many rolls show a colour no block can be taken of; the count cannot see them.</source>
        <translation>区间较宽（为上界的 %1%），因为塔非常高：更精细的下界需要的局面数超过此处可容纳的数量，因此唯一得到证明的下界只计算游戏仍需的步数，在这个骰子下每步至少等待 %2 分钟。实际游戏远比这个计数长，因为许多次掷骰掷出的颜色没有可取的积木；计数无法反映这些。</translation>
    </message>
    <message>
        <source>Under other rules: %1.</source>
        <translation>采用其他规则：%1。</translation>
    </message>
    <message>
        <source>The die in force never shows %1: this block is never taken.</source>
        <translation>当前骰子从不掷出%1：这块积木永远不会被取走。</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>Red:</source>
        <translation>红：</translation>
    </message>
    <message>
        <source>Green:</source>
        <translation>绿：</translation>
    </message>
    <message>
        <source>Blue:</source>
        <translation>蓝：</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>黑：</translation>
    </message>
    <message>
        <source>Faces of the die:</source>
        <translation>骰子各面：</translation>
    </message>
    <message>
        <source>Faces of the die showing %1</source>
        <translation>骰子上%1的面数</translation>
    </message>
    <message>
        <source>How many of the die&apos;s faces show %1, from 0 to %2; the die needs at least one red, green or blue face</source>
        <translation>骰子上有多少面是%1（0 到 %2）；骰子至少要有一个红、绿或蓝面</translation>
    </message>
    <message>
        <source>Rules of the answer</source>
        <translation>答案所依据的规则</translation>
    </message>
    <message>
        <source>Pretend the die shows %1</source>
        <translation>假定骰子掷出%1</translation>
    </message>
    <message>
        <source>Pretend the die shows black: the minute passes with no move</source>
        <translation>假定骰子掷出黑：这一分钟过去，不走任何一步</translation>
    </message>
    <message>
        <source>The die in force has no %1 face</source>
        <translation>当前骰子没有%1面</translation>
    </message>
    <message>
        <source>Roll the die at random: red %1, green %2, blue %3, black %4 (R)</source>
        <translation>随机掷骰：红 %1，绿 %2，蓝 %3，黑 %4（R）</translation>
    </message>
    <message>
        <source>The exact solve is predicted to reach about %1 positions in %2 and %3 of memory, counted from this tower&apos;s blocks (within 30% for nearly every tower).</source>
        <translation>预计精确求解将涉及约 %1 个局面，耗时 %2，占用内存 %3；局面数由这座塔自己的积木数出（几乎每座塔的误差都在 30% 以内）。</translation>
    </message>
</context>
<context>
    <name>JengaPanel</name>
    <message>
        <source>Expected duration</source>
        <translation>期望时长</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the computation in progress (Esc)</source>
        <translation>停止正在进行的计算（Esc）</translation>
    </message>
    <message>
        <source>Solve exactly</source>
        <translation>精确求解</translation>
    </message>
    <message>
        <source>Estimate by simulation</source>
        <translation>模拟估计</translation>
    </message>
    <message>
        <source>Mode and play</source>
        <translation>模式与对局</translation>
    </message>
    <message>
        <source>&amp;Edit the tower</source>
        <translation>编辑塔(&amp;E)</translation>
    </message>
    <message>
        <source>Clicks recolour, take out and put back blocks</source>
        <translation>点击可更改积木颜色、取出或放回积木</translation>
    </message>
    <message>
        <source>&amp;Play a game</source>
        <translation>进行对局(&amp;P)</translation>
    </message>
    <message>
        <source>Roll the die and take blocks out as the rules allow</source>
        <translation>掷骰，并按规则取出积木</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>掷骰(&amp;R)</translation>
    </message>
    <message>
        <source>Roll the die at random: red 1/6, green 2/6, blue 2/6, black 1/6 (R)</source>
        <translation>随机掷骰：红 1/6，绿 2/6，蓝 2/6，黑 1/6（R）</translation>
    </message>
    <message>
        <source>R</source>
        <translation>红</translation>
    </message>
    <message>
        <source>Pretend the die shows red</source>
        <translation>假定骰子掷出红</translation>
    </message>
    <message>
        <source>G</source>
        <translation>绿</translation>
    </message>
    <message>
        <source>Pretend the die shows green</source>
        <translation>假定骰子掷出绿</translation>
    </message>
    <message>
        <source>B</source>
        <translation>蓝</translation>
    </message>
    <message>
        <source>Pretend the die shows blue</source>
        <translation>假定骰子掷出蓝</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>Pretend the die shows black: the minute passes with no move</source>
        <translation>假定骰子掷出黑：这一分钟过去，不走任何一步</translation>
    </message>
    <message>
        <source>&amp;Apply best move</source>
        <translation>走最优一步(&amp;A)</translation>
    </message>
    <message>
        <source>Play the optimal move for the rolled colour (Enter)</source>
        <translation>按所掷颜色走最优的一步（Enter）</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last move or edit (Ctrl+Z)</source>
        <translation>撤销上一步或上一次编辑（Ctrl+Z）</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>Back to the tower the game started from, minute 0</source>
        <translation>回到对局开始时的塔，第 0 分钟</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>塔</translation>
    </message>
    <message>
        <source>&amp;Levels:</source>
        <translation>层数(&amp;L)：</translation>
    </message>
    <message>
        <source>Number of levels: removing drops levels from the top, adding puts full R G B levels on top</source>
        <translation>层数：减少时从顶部移除层，增加时在顶部放上完整的 R G B 层</translation>
    </message>
    <message>
        <source>Number of levels</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <source>Add a full R G B level on top (+)</source>
        <translation>在顶部添加一层完整的 R G B（+）</translation>
    </message>
    <message>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <source>Remove the top level (−)</source>
        <translation>移除顶层（−）</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>种子(&amp;S)：</translation>
    </message>
    <message>
        <source>Seed of the random tower (the same seed gives the same tower everywhere)</source>
        <translation>随机塔的种子（相同的种子在任何地方都会生成相同的塔）</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Random tower</source>
        <translation>随机塔</translation>
    </message>
    <message>
        <source>A complete tower of this many levels with random colours from the seed</source>
        <translation>根据种子生成一座该层数的完整塔，积木颜色随机</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Open a file in the contest judge format</source>
        <translation>打开比赛评测格式的文件</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <source>Paste judge text or a one-line tower id such as RGB/GRG/BB. from the clipboard</source>
        <translation>从剪贴板粘贴评测文本或单行塔 ID（如 RGB/GRG/BB.）</translation>
    </message>
    <message>
        <source>Play 20,000 seeded games with a fixed policy learned from the exact solution of the top six levels: an upper-bound estimate of the optimum with a 95 % interval, never exact</source>
        <translation>用一个学自塔顶六层精确解的固定策略进行 20,000 局带种子的对局：得到最优值的上界估计及其 95% 区间，绝非精确值</translation>
    </message>
    <message>
        <source>Every choice for each die colour</source>
        <translation>每种骰子颜色下的所有选择</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>骰子</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>走法</translation>
    </message>
    <message>
        <source>Expected after</source>
        <translation>之后的期望</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>多花</translation>
    </message>
    <message>
        <source>Shade each block by the cost of taking it</source>
        <translation>按取出的代价给每块积木着色</translation>
    </message>
    <message>
        <source>Simple policies against optimal play</source>
        <translation>简单策略与最优策略对比</translation>
    </message>
    <message>
        <source>Compare simple policies (exact; can take seconds)</source>
        <translation>比较简单策略（精确计算，可能需要数秒）</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>对局时长</translation>
    </message>
    <message>
        <source>Every choice</source>
        <translation>每种选择</translation>
    </message>
    <message>
        <source>Simple policies</source>
        <translation>简单策略</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>About the answer</source>
        <translation>关于答案</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>对局状态</translation>
    </message>
    <message>
        <source>Game length in numbers</source>
        <translation>对局时长的数字概要</translation>
    </message>
</context>
<context>
    <name>JengaView</name>
    <message>
        <source>Jenga tower</source>
        <translation>叠叠乐塔</translation>
    </message>
    <message>
        <source>Edit: click a block to change its colour (R → G → B); right-click or Shift+click takes it out; click an empty slot to put a red block back.
Play: after a roll, click a block of the rolled colour, then the slot on top where it goes.
Keyboard: the arrows move the dashed cursor, Space clicks, Shift+Space or Delete takes out.</source>
        <translation>编辑：单击积木可更改其颜色（红 → 绿 → 蓝）；右键单击或 Shift+单击可将其取出；单击空位置可放回一块红色积木。
对局：掷骰后，单击一块所掷颜色的积木，再单击塔顶上它要放的位置。
键盘：方向键移动虚线光标，空格键相当于单击，Shift+空格或 Delete 取出积木。</translation>
    </message>
    <message>
        <source>Level %1, %2</source>
        <translation>第 %1 层，%2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1：空</translation>
    </message>
    <message>
        <source>%1: %2 block, can be taken</source>
        <translation>%1：%2色积木，可取出</translation>
    </message>
    <message>
        <source>%1: %2 block</source>
        <translation>%1：%2色积木</translation>
    </message>
    <message>
        <source>Press to pick this block up after a roll of its colour.</source>
        <translation>掷出它的颜色后，按下即拿起这块积木。</translation>
    </message>
    <message>
        <source>Press to put the picked-up block here.</source>
        <translation>按下即把拿起的积木放到这里。</translation>
    </message>
    <message>
        <source>Press to start a new level with a red block here.</source>
        <translation>按下即在这里放一块红色积木，开始新的一层。</translation>
    </message>
    <message>
        <source>Press to put a red block back here.</source>
        <translation>按下即在这里放回一块红色积木。</translation>
    </message>
    <message>
        <source>Press to change its colour (red, green, blue in turn); Take out removes it.</source>
        <translation>按下可改变它的颜色（依次为红、绿、蓝）；“取出”可把它取出。</translation>
    </message>
    <message>
        <source>Take out</source>
        <translation>取出</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Puzzle Workbench</source>
        <translation>Puzzle Workbench</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open judge text for this page, or a workbench document</source>
        <translation>为本页面打开评测文本，或打开工作台文档</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>复制局面(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the position as a one-line id</source>
        <translation>将局面复制为单行 ID</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copy &amp;Judge Text</source>
        <translation>复制评测文本(&amp;J)</translation>
    </message>
    <message>
        <source>Ctrl+Alt+C</source>
        <translation>Ctrl+Alt+C</translation>
    </message>
    <message>
        <source>&amp;Paste Position</source>
        <translation>粘贴局面(&amp;P)</translation>
    </message>
    <message>
        <source>Paste a position id or judge text</source>
        <translation>粘贴局面 ID 或评测文本</translation>
    </message>
    <message>
        <source>Ctrl+Shift+V</source>
        <translation>Ctrl+Shift+V</translation>
    </message>
    <message>
        <source>Load &amp;Example</source>
        <translation>载入示例(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Help on This &amp;Puzzle</source>
        <translation>本谜题的帮助(&amp;P)</translation>
    </message>
    <message>
        <source>The rules, what the numbers mean, and the keys of this page</source>
        <translation>规则、各数值的含义以及本页面的快捷键</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Puzzle Workbench</source>
        <translation>关于 Puzzle Workbench(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>The %1 page has no judge text to save.</source>
        <translation>%1 页面没有可保存的评测文本。</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Judge text or workbench document (*.txt *.in *.%1);;All files (*)</source>
        <translation>评测文本或工作台文档 (*.txt *.in *.%1);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>%1 judge text (*.txt)</source>
        <translation>%1 评测文本 (*.txt)</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <source>Copied the position as judge text.</source>
        <translation>已将局面复制为评测文本。</translation>
    </message>
    <message>
        <source>Copied the position id.</source>
        <translation>已复制局面 ID。</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>拖放</translation>
    </message>
    <message>
        <source>About Puzzle Workbench</source>
        <translation>关于 Puzzle Workbench</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the board or chart as a picture (SVG, PNG), or a table as CSV</source>
        <translation>将棋盘或图表保存为图片（SVG、PNG），或将表格保存为 CSV</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>打印预览(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Nothing was changed: %1</source>
        <translation>未做任何更改：%1</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>%1 as SVG picture (*.svg)</source>
        <translation>%1，SVG 图片 (*.svg)</translation>
    </message>
    <message>
        <source>%1 as PNG picture (*.png)</source>
        <translation>%1，PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>%1 as CSV table (*.csv)</source>
        <translation>%1，CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>已导出 %1。</translation>
    </message>
    <message>
        <source>The session could not be saved: %1</source>
        <translation>无法保存会话：%1</translation>
    </message>
    <message>
        <source>it is larger than %1 bytes</source>
        <translation>它大于 %1 字节</translation>
    </message>
    <message>
        <source>it is of an unknown version</source>
        <translation>它的版本未知</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>The last session could not be read in full (%1). What could be read was restored; the file was kept as %2.</source>
        <translation>上次的会话未能完整读取（%1）。能读取的部分已恢复；该文件已另存为 %2。</translation>
    </message>
    <message>
        <source>(it could not be copied)</source>
        <translation>（无法复制）</translation>
    </message>
    <message>
        <source>only local files can be opened</source>
        <translation>只能打开本地文件</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Puzzle Workbench %1&lt;/h3&gt;&lt;p&gt;Exact answers to four classic probability and game puzzles, computed live as you edit.&lt;/p&gt;&lt;p&gt;Copyright © 2026 the Puzzle Workbench developers&lt;/p&gt;&lt;p&gt;This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY. See &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt; for the licence text.&lt;/p&gt;&lt;p&gt;Homepage: &lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Puzzle Workbench %1&lt;/h3&gt;&lt;p&gt;四个经典概率与博弈谜题的精确答案，随编辑实时计算。&lt;/p&gt;&lt;p&gt;版权所有 © 2026 Puzzle Workbench 开发者&lt;/p&gt;&lt;p&gt;本程序是自由软件：你可以依据自由软件基金会发布的 GNU 通用公共许可证第 3 版或（由你选择）任何更高版本的条款再分发和/或修改它。本程序不提供任何担保。许可证全文见 &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;。&lt;/p&gt;&lt;p&gt;主页：&lt;a href=&quot;%3&quot;&gt;%3&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Copy as judge text</source>
        <translation>复制为评测文本</translation>
    </message>
    <message>
        <source>Copy it?</source>
        <translation>仍要复制吗？</translation>
    </message>
    <message>
        <source>Save &amp;Workbench…</source>
        <translation>保存工作台(&amp;W)…</translation>
    </message>
    <message>
        <source>Save every page in one workbench document (.pwb)</source>
        <translation>把所有页面保存到一个工作台文档（.pwb）</translation>
    </message>
    <message>
        <source>Ctrl+Alt+S</source>
        <translation>Ctrl+Alt+S</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>%1[*] — %2 — Puzzle Workbench</source>
        <translation>%1[*] — %2 — Puzzle Workbench</translation>
    </message>
    <message>
        <source>%1: this picture or table is saved as .%2, not as .%3; nothing was written.</source>
        <translation>%1：这张图片或表格只能保存为 .%2，不能保存为 .%3；没有写入任何内容。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>the %1 page has no file yet</source>
        <translation>%1 页面还没有文件</translation>
    </message>
    <message>
        <source>Workbench document, every page (*.%1)</source>
        <translation>工作台文档，包含所有页面 (*.%1)</translation>
    </message>
    <message>
        <source>Save Workbench</source>
        <translation>保存工作台</translation>
    </message>
    <message>
        <source>Save %1 As</source>
        <translation>将%1另存为</translation>
    </message>
    <message>
        <source>%1: not saved to a file yet</source>
        <translation>%1：尚未保存到文件</translation>
    </message>
    <message>
        <source>These pages have changes that are not saved:</source>
        <translation>以下页面有尚未保存的更改：</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>全部保存</translation>
    </message>
    <message>
        <source>another Puzzle Workbench is writing it</source>
        <translation>另一个 Puzzle Workbench 正在写入它</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>%1: solved</source>
        <translation>%1：已求解</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>A new position: the page&apos;s random one, from its seed</source>
        <translation>新局面：按本页面的种子生成的随机局面</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新开始(&amp;R)</translation>
    </message>
    <message>
        <source>Back to the start of the game played</source>
        <translation>回到当前对局的开始</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>The best move: played, shown on the line, or marked on the board</source>
        <translation>最佳着法：直接走出、在路线上显示，或在棋盘上标出</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>求解(&amp;S)</translation>
    </message>
    <message>
        <source>Solve the position: an exact solve the page offers, or a stopped solve again</source>
        <translation>求解局面：本页面提供的精确求解，或重新运行已停止的求解</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message numerus="yes">
        <source>and %n more file(s) could not be opened.</source>
        <translation>
            <numerusform>另有 %n 个文件无法打开。</numerusform>
        </translation>
    </message>
    <message>
        <source>Save %1</source>
        <translation>保存%1</translation>
    </message>
    <message>
        <source>The judge format holds %1 only.</source>
        <translation>评测格式只能保存%1。</translation>
    </message>
    <message>
        <source>Saved as judge text, %1 would not be kept. A workbench document (.pwb) keeps everything.</source>
        <translation>保存为评测文本时，%1不会被保留。工作台文档（.pwb）会保留全部内容。</translation>
    </message>
    <message>
        <source>Save a workbench document…</source>
        <translation>保存工作台文档…</translation>
    </message>
    <message>
        <source>Save %1 only</source>
        <translation>只保存%1</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>under other rules: %1</source>
        <translation>采用其他规则：%1</translation>
    </message>
    <message>
        <source>the rules in force (%1)</source>
        <translation>当前规则（%1）</translation>
    </message>
    <message>
        <source>%1, and %2</source>
        <translation>%1，以及%2</translation>
    </message>
    <message>
        <source>the position</source>
        <translation>局面</translation>
    </message>
</context>
<context>
    <name>Notifier</name>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
</context>
<context>
    <name>PageModel</name>
    <message>
        <source>the text has %1 characters; the limit is %2</source>
        <translation>文本有 %1 个字符；上限为 %2</translation>
    </message>
    <message>
        <source>Load the example</source>
        <translation>载入示例</translation>
    </message>
    <message>
        <source>unknown session version</source>
        <translation>未知的会话版本</translation>
    </message>
    <message>
        <source>the history is malformed</source>
        <translation>历史记录格式有误</translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation>第 %1 步：%2</translation>
    </message>
    <message>
        <source>%1: the history was lost (%2)</source>
        <translation>%1：历史记录已丢失（%2）</translation>
    </message>
    <message>
        <source>%1: the position was lost (%2)</source>
        <translation>%1：局面已丢失（%2）</translation>
    </message>
</context>
<context>
    <name>PatienceCardDialog</name>
    <message>
        <source>Change card</source>
        <translation>更换牌</translation>
    </message>
    <message>
        <source>Underlined cards are already in the deal.</source>
        <translation>带下划线的牌已在牌局中。</translation>
    </message>
    <message>
        <source>&amp;Swap with the card&apos;s other copy (keeps the deck complete)</source>
        <translation>与这张牌的另一张副本交换（保持整副牌完整）(&amp;S)</translation>
    </message>
    <message>
        <source>When the card you pick is already in the deal, put this card there instead; unticked, the deal holds the picked card twice and cannot be solved until you fix it</source>
        <translation>当你选的牌已在牌局中时，把这张牌放到那里；不勾选时，牌局中会出现两张所选的牌，在你修正之前无法求解</translation>
    </message>
    <message>
        <source>the top card</source>
        <translation>顶牌</translation>
    </message>
    <message>
        <source>the bottom card</source>
        <translation>底牌</translation>
    </message>
    <message>
        <source>card %1 from the bottom</source>
        <translation>自下而上第 %1 张牌</translation>
    </message>
    <message>
        <source>Pile %1, %2: %3. Pick the card to put there.</source>
        <translation>牌堆 %1，%2：%3。选择要放在那里的牌。</translation>
    </message>
    <message>
        <source>%1 (now in pile %2)</source>
        <translation>%1（现在位于牌堆 %2）</translation>
    </message>
    <message>
        <source>%1 (not in the deal)</source>
        <translation>%1（不在牌局中）</translation>
    </message>
    <message>
        <source>%1 (not in the 36-card deck: the deal becomes a custom one)</source>
        <translation>%1（不在 36 张牌的牌组中：牌局将变为自定义牌局）</translation>
    </message>
</context>
<context>
    <name>PatienceChart</name>
    <message>
        <source>Chance to win after each pair</source>
        <translation>移除各牌对后的获胜概率</translation>
    </message>
    <message>
        <source>The chance to win with random pairs after removing each pair that can be removed now, the highest first (in gold); the dashed line is the chance of the position now. Double-click a bar (or press Enter) to remove its pair.</source>
        <translation>移除当前每一可移除牌对后、随机选对的获胜概率，最高者在前（金色）；虚线为当前局面的获胜概率。双击某一条（或按 Enter）即可移除其牌对。</translation>
    </message>
    <message>
        <source>%1: %2, the highest chance</source>
        <translation>%1：%2，最高概率</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The position now: %1.</source>
        <translation>当前局面：%1。</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>当前：%1</translation>
    </message>
    <message>
        <source>Press to remove this pair.</source>
        <translation>按下即移除这一对。</translation>
    </message>
</context>
<context>
    <name>PatienceChecks</name>
    <message>
        <source>Simulating… %1%</source>
        <translation>正在模拟… %1%</translation>
    </message>
    <message>
        <source>Exact fraction: %1</source>
        <translation>精确分数：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Exact:&lt;/b&gt; %1&lt;br&gt;= %2… (%3 positions)</source>
        <translation>&lt;b&gt;精确值：&lt;/b&gt;%1&lt;br&gt;= %2…（%3 个局面）</translation>
    </message>
    <message>
        <source>Exact fraction: this deal needs more memory than the solver may use.</source>
        <translation>精确分数：此牌局所需内存超出求解器的上限。</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:gray&apos;&gt;Exact fraction: computing…&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:gray&apos;&gt;精确分数：正在计算…&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Simulation: %1</source>
        <translation>模拟：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Simulated:&lt;/b&gt; %1 ± %2 (95%: %3 – %4)&lt;br&gt;%5 wins in %6 random games, seed %7.</source>
        <translation>&lt;b&gt;模拟值：&lt;/b&gt;%1 ± %2（95%：%3 – %4）&lt;br&gt;%6 局随机对局中获胜 %5 局，种子 %7。</translation>
    </message>
    <message>
        <source>The computed %1 lies inside the interval.</source>
        <translation>计算值 %1 位于区间内。</translation>
    </message>
    <message>
        <source>The computed %1 lies outside the interval (expected in about 1 run of 20).</source>
        <translation>计算值 %1 位于区间外（预计约每 20 次运行出现 1 次）。</translation>
    </message>
    <message>
        <source>Computing… %1 positions</source>
        <translation>正在计算… %1 个局面</translation>
    </message>
</context>
<context>
    <name>PatienceModel</name>
    <message>
        <source>the text is empty</source>
        <translation>文本为空</translation>
    </message>
    <message>
        <source>Switch the mouse to Play to remove pairs.</source>
        <translation>将鼠标模式切换为“游玩”才能移除牌对。</translation>
    </message>
    <message>
        <source>Piles %1 and %2 do not show two cards of the same rank.</source>
        <translation>牌堆 %1 和 %2 的顶牌点数不同。</translation>
    </message>
    <message>
        <source>%1 (pile %2) and %3 (pile %4)</source>
        <translation>%1（牌堆 %2）和 %3（牌堆 %4）</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>取走%1</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>已移除 %1。</translation>
    </message>
    <message>
        <source>Chance to win: %1 → %2.</source>
        <translation>获胜概率：%1 → %2。</translation>
    </message>
    <message>
        <source>Pile %1 is empty.</source>
        <translation>牌堆 %1 是空的。</translation>
    </message>
    <message>
        <source>%1 and %2 differ in rank: only two top cards of the same rank can be removed together.</source>
        <translation>%1 和 %2 点数不同：只有点数相同的两张顶牌才能一起移除。</translation>
    </message>
    <message>
        <source>No other top card is a %1, so %2 cannot be removed now.</source>
        <translation>没有其他顶牌是 %1，因此 %2 现在无法移除。</translation>
    </message>
    <message>
        <source>Picked %1 from pile %2; now click the other %3 (pile %4).</source>
        <translation>已从第 %2 堆选中 %1；现在点击另一张 %3（第 %4 堆）。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>The values are still being computed.</source>
        <translation>数值仍在计算中。</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Back at the start; Undo brings the removed pairs back.</source>
        <translation>已回到开局；撤销可恢复移除的牌对。</translation>
    </message>
    <message>
        <source>Edit the deal</source>
        <translation>编辑牌局</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Deal layout</source>
        <translation>发牌布局</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>新牌局</translation>
    </message>
    <message>
        <source>Deal of seed %1 (%2).</source>
        <translation>种子 %1 的牌局（%2）。</translation>
    </message>
    <message>
        <source>52 cards, 13 piles of 4</source>
        <translation>52 张牌，13 堆，每堆 4 张</translation>
    </message>
    <message>
        <source>36 cards, 9 piles of 4</source>
        <translation>36 张牌，9 堆各 4 张</translation>
    </message>
    <message>
        <source>Pile %1: %2 is now %3.</source>
        <translation>牌堆 %1：%2 现在是 %3。</translation>
    </message>
    <message>
        <source>Swapped %1 (pile %2) and %3 (pile %4).</source>
        <translation>已交换 %1（牌堆 %2）和 %3（牌堆 %4）。</translation>
    </message>
    <message>
        <source>Change a card</source>
        <translation>更换一张牌</translation>
    </message>
    <message>
        <source>Swap two cards</source>
        <translation>交换两张牌</translation>
    </message>
    <message>
        <source>Double Patience</source>
        <translation>双重接龙</translation>
    </message>
    <message>
        <source>%1 deals; the page takes at most %2</source>
        <translation>%1 局牌；本页最多接受 %2 局</translation>
    </message>
    <message>
        <source>Show deal %1</source>
        <translation>显示第 %1 局</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message numerus="yes">
        <source>the %n pair(s) removed since the deal</source>
        <translation>
            <numerusform>发牌后移除的 %n 对牌</numerusform>
        </translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Piles %1 and %2 do not show two cards of the same rank and colour.</source>
        <translation>牌堆 %1 和 %2 的顶牌不是点数和颜色都相同的两张牌。</translation>
    </message>
    <message>
        <source>%1 and %2 differ in colour: under these rules only two top cards of the same rank and colour can be removed together.</source>
        <translation>%1 和 %2 颜色不同：在这些规则下，只有点数和颜色都相同的两张顶牌才能一起移除。</translation>
    </message>
    <message>
        <source>No other top card is a %1 of its colour, so %2 cannot be removed now.</source>
        <translation>没有其他同色的 %1 顶牌，因此现在无法移除 %2。</translation>
    </message>
    <message>
        <source>random choices uniform over pairs of piles</source>
        <translation>随机选择在各对牌堆之间均匀进行</translation>
    </message>
    <message>
        <source>random choices uniform over the ranks that can be paired, then over that rank&apos;s pairs</source>
        <translation>随机选择先在可配对的点数之间均匀进行，再在该点数的各对之间均匀进行</translation>
    </message>
    <message>
        <source>cards of the same rank pair</source>
        <translation>点数相同的牌可配对</translation>
    </message>
    <message>
        <source>cards of the same rank and colour pair</source>
        <translation>点数和颜色都相同的牌可配对</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>how the random player chooses; which cards pair</comment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>%1 (the contest&apos;s rules)</source>
        <translation>%1（比赛规则）</translation>
    </message>
    <message>
        <source>Under other rules: %1.</source>
        <translation>采用其他规则：%1。</translation>
    </message>
    <message>
        <source>Contest rules</source>
        <translation>比赛规则</translation>
    </message>
    <message>
        <source>Rules %1</source>
        <translation>规则 %1</translation>
    </message>
    <message>
        <source>A pair removed cannot be removed under these rules: back to the deal (Undo brings the game back).</source>
        <translation>已移除的某一对在这些规则下不能移除：已回到初始牌局（撤销可恢复对局）。</translation>
    </message>
    <message>
        <source>the rules must be text, such as ranks,rank</source>
        <translation>规则必须是文本，例如 ranks,rank</translation>
    </message>
</context>
<context>
    <name>PatiencePage</name>
    <message>
        <source>The solver failed: %1</source>
        <translation>求解器失败：%1</translation>
    </message>
    <message>
        <source>Cancelled. Change the deal or press New deal to solve again.</source>
        <translation>已取消。修改牌局或按“新牌局”即可重新求解。</translation>
    </message>
    <message>
        <source>Copied the deal as %1.</source>
        <translation>已将牌局复制为%1。</translation>
    </message>
    <message>
        <source>judge text</source>
        <translation>评测文本</translation>
    </message>
    <message>
        <source>a text id</source>
        <translation>文本 ID</translation>
    </message>
    <message>
        <source>This deal needs more memory than the solver may use.</source>
        <translation>此牌局所需内存超出求解器的上限。</translation>
    </message>
    <message>
        <source>This deal cannot be solved: %1.</source>
        <translation>此牌局无法求解：%1。</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:large&apos;&gt;Random pairs: &lt;b&gt;%1&lt;/b&gt;&lt;/span&gt; (%2)</source>
        <translation>&lt;span style=&apos;font-size:large&apos;&gt;随机选对：&lt;b&gt;%1&lt;/b&gt;&lt;/span&gt;（%2）</translation>
    </message>
    <message>
        <source>Best play: &lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;Worst play: &lt;b&gt;%3&lt;/b&gt; (%4)</source>
        <translation>最优策略：&lt;b&gt;%1&lt;/b&gt;（%2）&lt;br&gt;最差策略：&lt;b&gt;%3&lt;/b&gt;（%4）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Won&lt;/b&gt;: every card is removed.</source>
        <translation>&lt;b&gt;获胜&lt;/b&gt;：所有牌均已移除。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lost&lt;/b&gt;: no two top cards share a rank.</source>
        <translation>&lt;b&gt;失败&lt;/b&gt;：没有两张顶牌点数相同。</translation>
    </message>
    <message>
        <source>Piles %1 and %2</source>
        <translation>牌堆 %1 和 %2</translation>
    </message>
    <message>
        <source>None: every card is removed.</source>
        <translation>无：所有牌均已移除。</translation>
    </message>
    <message>
        <source>None: no two top cards share a rank.</source>
        <translation>无：没有两张顶牌点数相同。</translation>
    </message>
    <message>
        <source>%1 (twice in pile %2)</source>
        <translation>%1（在牌堆 %2 中出现两次）</translation>
    </message>
    <message>
        <source>%1 (piles %2)</source>
        <translation>%1（牌堆 %2）</translation>
    </message>
    <message>
        <source>Repeated: %1.</source>
        <translation>重复：%1。</translation>
    </message>
    <message>
        <source>Missing: %1.</source>
        <translation>缺少：%1。</translation>
    </message>
    <message>
        <source>Not a valid deal: %1.</source>
        <translation>不是有效的牌局：%1。</translation>
    </message>
    <message>
        <source>Change a card (Edit) to fix it.</source>
        <translation>更换一张牌（编辑）即可修正。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Custom deal&lt;/b&gt;: %1 cards in %2 piles, solved as dealt. Not the contest&apos;s standard deal: %3.</source>
        <translation>&lt;b&gt;自定义牌局&lt;/b&gt;：%2 个牌堆共 %1 张牌，按发牌原样求解。不是比赛的标准牌局：%3。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Standard deal&lt;/b&gt;: the 36-card deck in 9 piles of 4, as in the contest.</source>
        <translation>&lt;b&gt;标准牌局&lt;/b&gt;：36 张牌分成 9 堆，每堆 4 张，与比赛一致。</translation>
    </message>
    <message>
        <source>pile</source>
        <translation>堆</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>random play after</source>
        <translation>之后随机打法</translation>
    </message>
    <message>
        <source>best play after</source>
        <translation>之后最佳打法</translation>
    </message>
    <message>
        <source>worst play after</source>
        <translation>之后最差打法</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>牌对</translation>
    </message>
    <message>
        <source>Editing the deal as dealt: click a card to change it, drag a card onto another to swap them. Edits clear the pairs removed.</source>
        <translation>正在编辑原始牌局：点击一张牌可更改，把一张牌拖到另一张上可交换。编辑会清除已移除的牌对。</translation>
    </message>
    <message numerus="yes">
        <source>After %n removed pair(s); from the start: %1. </source>
        <translation>
            <numerusform>已移除 %n 对；开局时：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%2 + %3  (%4, %5)</source>
        <translation>%1%2 + %3（%4，%5）</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) you can remove</source>
        <translation>
            <numerusform>可移除 %n 对</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) were removed before the start.</source>
        <translation>
            <numerusform>开局前已移除 %n 张牌。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 positions reachable · solved in %2</source>
        <translation>可到达 %1 个局面 · 用时 %2</translation>
    </message>
    <message>
        <source>of %L1</source>
        <translation>共 %L1 局</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>牌对</translation>
    </message>
    <message>
        <source>Random pairs after</source>
        <translation>之后随机选对</translation>
    </message>
    <message>
        <source>Best play after</source>
        <translation>之后最佳玩法</translation>
    </message>
    <message>
        <source>Solving this deal…</source>
        <translation>正在求解这副牌局…</translation>
    </message>
    <message>
        <source>a pair of piles, uniformly</source>
        <translation>均匀地选一对牌堆</translation>
    </message>
    <message>
        <source>a rank, then one of its pairs</source>
        <translation>先选点数，再选其中一对</translation>
    </message>
    <message>
        <source>How the random player chooses</source>
        <translation>随机玩家如何选择</translation>
    </message>
    <message>
        <source>Uniformly among the pairs of piles that can be removed (the contest), or first a rank uniformly among those that can be paired, then one of that rank&apos;s pairs</source>
        <translation>在可移除的各对牌堆之间均匀选择（比赛规则），或先在可配对的点数之间均匀选一个点数，再选该点数的一对</translation>
    </message>
    <message>
        <source>the same rank</source>
        <translation>点数相同</translation>
    </message>
    <message>
        <source>the same rank and colour</source>
        <translation>点数和颜色都相同</translation>
    </message>
    <message>
        <source>Which cards pair</source>
        <translation>哪些牌可以配对</translation>
    </message>
    <message>
        <source>Two top cards of the same rank pair (the contest), or only two of the same rank and colour: red with red, black with black</source>
        <translation>点数相同的两张顶牌可配对（比赛规则），或只有点数和颜色都相同的才可配对：红配红，黑配黑</translation>
    </message>
    <message>
        <source>Random player picks:</source>
        <translation>随机玩家选择：</translation>
    </message>
    <message>
        <source>Cards pair with:</source>
        <translation>配对条件：</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;font-size:large&apos;&gt;Random ranks: &lt;b&gt;%1&lt;/b&gt;&lt;/span&gt; (%2)</source>
        <translation>&lt;span style=&apos;font-size:large&apos;&gt;随机选点数：&lt;b&gt;%1&lt;/b&gt;&lt;/span&gt;（%2）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lost&lt;/b&gt;: no two top cards share a rank and a colour.</source>
        <translation>&lt;b&gt;失败&lt;/b&gt;：没有两张顶牌点数和颜色都相同。</translation>
    </message>
    <message>
        <source>None: no two top cards share a rank and a colour.</source>
        <translation>无：没有两张顶牌点数和颜色都相同。</translation>
    </message>
</context>
<context>
    <name>PatiencePanel</name>
    <message>
        <source>Chance to win</source>
        <translation>获胜概率</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Probability of winning</source>
        <translation>获胜概率</translation>
    </message>
    <message>
        <source>Best play: the chance to win when every pair is chosen to make it as high as possible; worst play: as low as possible</source>
        <translation>最优策略：每次选对都使获胜概率尽可能高时的获胜概率；最差策略：尽可能低时的获胜概率</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the solve in progress</source>
        <translation>停止正在进行的求解</translation>
    </message>
    <message>
        <source>Stop computing the exact fraction</source>
        <translation>停止计算精确分数</translation>
    </message>
    <message>
        <source>Exact fraction</source>
        <translation>精确分数</translation>
    </message>
    <message>
        <source>E&amp;xact fraction</source>
        <translation>精确分数(&amp;X)</translation>
    </message>
    <message>
        <source>Compute the probability of winning with random pairs as an exact reduced fraction (GMP rationals); once asked for, it follows your moves</source>
        <translation>以最简精确分数（GMP 有理数）计算随机选对时的获胜概率；一旦请求，它会随你的操作更新</translation>
    </message>
    <message>
        <source>&amp;Simulate</source>
        <translation>模拟(&amp;S)</translation>
    </message>
    <message>
        <source>Play this many random games from the position and compare the share won with the computed probability</source>
        <translation>从当前局面进行这么多局随机对局，并将获胜比例与计算出的概率比较</translation>
    </message>
    <message>
        <source>Games to simulate</source>
        <translation>模拟局数</translation>
    </message>
    <message>
        <source>How many random games the simulation plays</source>
        <translation>模拟时进行的随机对局数</translation>
    </message>
    <message>
        <source> games</source>
        <translation> 局</translation>
    </message>
    <message>
        <source>Stop the simulation</source>
        <translation>停止模拟</translation>
    </message>
    <message>
        <source>Simulation result</source>
        <translation>模拟结果</translation>
    </message>
    <message>
        <source>Pairs you can remove</source>
        <translation>可移除的牌对</translation>
    </message>
    <message>
        <source>Available pairs</source>
        <translation>可用的牌对</translation>
    </message>
    <message>
        <source>Each pair of top cards of the same rank, with the chance to win after removing it. Double-click a pair (or press Enter) to remove it.</source>
        <translation>每一对点数相同的顶牌，以及移除它之后的获胜概率。双击某一对（或按 Enter）即可将其移除。</translation>
    </message>
    <message>
        <source>Pair (piles)</source>
        <translation>牌对（牌堆）</translation>
    </message>
    <message>
        <source>Win after</source>
        <translation>移除后获胜概率</translation>
    </message>
    <message>
        <source>Best play after</source>
        <translation>移除后最优策略</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>对局状态</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Put the last removed pair back (Ctrl+Z)</source>
        <translation>放回最后移除的一对牌（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Remove the pair again (Ctrl+Shift+Z)</source>
        <translation>再次移除这对牌（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Back to the start of the deal (Home)</source>
        <translation>回到牌局开始（Home）</translation>
    </message>
    <message>
        <source>Best pair</source>
        <translation>最佳牌对</translation>
    </message>
    <message>
        <source>Remove the pair with the highest chance to win afterwards (B)</source>
        <translation>移除之后获胜概率最高的一对牌（B）</translation>
    </message>
    <message>
        <source>Random pair</source>
        <translation>随机牌对</translation>
    </message>
    <message>
        <source>Remove a pair chosen uniformly at random, as the question&apos;s player does (R)</source>
        <translation>像题目中的玩家那样，均匀随机地选一对牌移除（R）</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>鼠标</translation>
    </message>
    <message>
        <source>&amp;Play: remove pairs</source>
        <translation>游玩：移除牌对(&amp;P)</translation>
    </message>
    <message>
        <source>Click two top cards of the same rank to remove them</source>
        <translation>点击两张点数相同的顶牌将其移除</translation>
    </message>
    <message>
        <source>&amp;Edit the deal</source>
        <translation>编辑牌局(&amp;E)</translation>
    </message>
    <message>
        <source>Click a card to change it; drag a card onto another to swap them</source>
        <translation>点击一张牌可更换；将一张牌拖到另一张上可交换两者</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>布局(&amp;L)：</translation>
    </message>
    <message>
        <source>Layout of random deals</source>
        <translation>随机牌局的布局</translation>
    </message>
    <message>
        <source>36 cards, 9 piles of 4 (standard)</source>
        <translation>36 张牌，9 堆，每堆 4 张（标准）</translation>
    </message>
    <message>
        <source>52 cards, 13 piles of 4</source>
        <translation>52 张牌，13 堆，每堆 4 张</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>The same seed gives the same deal everywhere (the command-line tool too)</source>
        <translation>相同的种子在任何地方都会生成相同的牌局（命令行工具也一样）</translation>
    </message>
    <message>
        <source>&amp;New deal</source>
        <translation>新牌局(&amp;N)</translation>
    </message>
    <message>
        <source>Shuffle the deck with the seed and deal it in the chosen layout (N)</source>
        <translation>用种子洗牌，并按所选布局发牌（N）</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <source>Paste judge text (nine lines of four cards, bottom card first) or a one-line text id</source>
        <translation>粘贴评测文本（九行，每行四张牌，底牌在前）或单行文本 ID</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the deal as judge text (custom layouts as a text id)</source>
        <translation>将牌局复制为评测文本（自定义布局复制为文本 ID）</translation>
    </message>
    <message>
        <source>About the deal</source>
        <translation>关于此牌局</translation>
    </message>
    <message>
        <source>Open a file in the contest judge format (every deal; the first is shown)</source>
        <translation>打开比赛评测格式的文件（读入所有牌局；显示第一局）</translation>
    </message>
    <message>
        <source>Deal in &amp;file:</source>
        <translation>文件中的牌局(&amp;F)：</translation>
    </message>
    <message>
        <source>Deal of the judge file shown</source>
        <translation>显示的评测文件牌局</translation>
    </message>
    <message>
        <source>A judge file holds several deals: the one shown, from its start (Page Up / Page Down in the box)</source>
        <translation>评测文件包含多局牌：此处为所显示的一局，从开局开始（在框中按 Page Up / Page Down 切换）</translation>
    </message>
    <message>
        <source>Stud&amp;y many deals…</source>
        <translation>研究多局(&amp;Y)…</translation>
    </message>
    <message>
        <source>Solve many random deals exactly: how many can be won at all, and how much skill matters</source>
        <translation>精确求解许多随机牌局：有多少局根本可以获胜，以及技巧有多重要</translation>
    </message>
    <message>
        <source>Exact fraction and simulation</source>
        <translation>精确分数与模拟</translation>
    </message>
    <message>
        <source>List</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>Every pair with its chances, as a table</source>
        <translation>以表格列出每一牌对及其概率</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>The chance to win after each pair, as a bar chart</source>
        <translation>以条形图显示移除各牌对后的获胜概率</translation>
    </message>
    <message>
        <source>Best and worst play</source>
        <translation>最优与最差策略</translation>
    </message>
    <message>
        <source>About the answer</source>
        <translation>关于答案</translation>
    </message>
</context>
<context>
    <name>PatienceStudyDialog</name>
    <message>
        <source>Double Patience: a study over many deals</source>
        <translation>双重接龙：多局研究</translation>
    </message>
    <message>
        <source>Deals each solved exactly, from consecutive seeds: how many can be won at all (with best play), and how often random pair choices win.</source>
        <translation>取连续种子的牌局，逐局精确求解：有多少局根本可以获胜（最优策略），以及随机选对获胜的频率。</translation>
    </message>
    <message>
        <source>Deal i has the seed SEED + i, the same deal as on the page and in the command-line tool</source>
        <translation>第 i 局的种子为 SEED + i，与本页及命令行工具中的牌局相同</translation>
    </message>
    <message>
        <source>36 cards, 9 piles of 4 (standard)</source>
        <translation>36 张牌，9 堆各 4 张（标准）</translation>
    </message>
    <message>
        <source>52 cards, 13 piles of 4</source>
        <translation>52 张牌，13 堆各 4 张</translation>
    </message>
    <message>
        <source>&amp;Deals:</source>
        <translation>牌局数(&amp;D)：</translation>
    </message>
    <message>
        <source>First &amp;seed:</source>
        <translation>起始种子(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>布局(&amp;L)：</translation>
    </message>
    <message>
        <source>Histogram &amp;bins:</source>
        <translation>直方图分组(&amp;B)：</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>开始(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Random play</source>
        <translation>随机选对</translation>
    </message>
    <message>
        <source>Best play</source>
        <translation>最优策略</translation>
    </message>
    <message>
        <source>Worst play</source>
        <translation>最差策略</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>局面数</translation>
    </message>
    <message>
        <source>Every deal of the study</source>
        <translation>本次研究的每一局</translation>
    </message>
    <message>
        <source>Export the &amp;deals as CSV…</source>
        <translation>将牌局导出为 CSV(&amp;D)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Solving deal %1 of %2…</source>
        <translation>正在求解第 %1 局，共 %2 局…</translation>
    </message>
    <message>
        <source>About %1 left.</source>
        <translation>约剩 %1。</translation>
    </message>
    <message>
        <source>The study failed: %1</source>
        <translation>研究失败：%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在开始…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 deals: the results below are of those %1.</source>
        <translation>已在完成 %2 局中的 %1 局后取消：下面的结果来自这 %1 局。</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 deals: a deal needed more memory than is available. The results below are of the deals solved.</source>
        <translation>在完成 %2 局中的 %1 局后停止：有一局需要的内存超过了可用内存。下面的结果来自已求解的牌局。</translation>
    </message>
    <message>
        <source>No deal was solved.</source>
        <translation>没有求解任何牌局。</translation>
    </message>
    <message>
        <source>Choose the deals and press Start.</source>
        <translation>选择牌局后按“开始”。</translation>
    </message>
    <message>
        <source>There is no study to export yet.</source>
        <translation>还没有可导出的研究。</translation>
    </message>
    <message>
        <source>Export the histogram</source>
        <translation>导出直方图</translation>
    </message>
    <message>
        <source>Export the deals</source>
        <translation>导出牌局</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>已导出 %1。</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln deal(s) solved exactly in %1.</source>
        <translation>
            <numerusform>完成：%1 内精确求解了 %Ln 局。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1 of %Ln deal(s) can be won&lt;/b&gt; (%2) with the best choices. With random pair choices the mean chance to win is &lt;b&gt;%3&lt;/b&gt;; with the worst, %4. Skill decides the deals between those.</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln 局中有 %1 局可以获胜&lt;/b&gt;（%2，采用最优选择）。随机选对时平均获胜概率为 &lt;b&gt;%3&lt;/b&gt;；采用最差选择时为 %4。介于两者之间的牌局由技巧决定。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the &amp;histogram…</source>
        <translation>导出直方图(&amp;H)…</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;SVG picture (*.svg);;PNG picture (*.png)</source>
        <translation>CSV 表格 (*.csv);;SVG 图片 (*.svg);;PNG 图片 (*.png)</translation>
    </message>
</context>
<context>
    <name>PatienceView</name>
    <message>
        <source>Card piles</source>
        <translation>牌堆</translation>
    </message>
    <message>
        <source>The piles of the deal; click two top cards of the same rank to remove them.</source>
        <translation>牌局中的各个牌堆；点击两张点数相同的顶牌即可将其移除。</translation>
    </message>
    <message>
        <source>No piles</source>
        <translation>没有牌堆</translation>
    </message>
    <message>
        <source>pile %1</source>
        <translation>牌堆 %1</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>已移除</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>Pile %1: every card removed</source>
        <translation>牌堆 %1：所有牌均已移除</translation>
    </message>
    <message>
        <source>Pile %1: %2 on top</source>
        <translation>牌堆 %1：顶牌为 %2</translation>
    </message>
    <message>
        <source>, then %1 down to the bottom</source>
        <translation>，往下依次为 %1，直到底牌</translation>
    </message>
    <message>
        <source> · click to change %1, drag it onto another card to swap</source>
        <translation> · 单击可更换%1，将其拖到另一张牌上可交换</translation>
    </message>
    <message>
        <source>pairing it leaves a chance of %1</source>
        <translation>将其配对移除后获胜概率为 %1</translation>
    </message>
    <message>
        <source>Pile %1, card %2 from the bottom: %3</source>
        <translation>牌堆 %1，自下而上第 %2 张：%3</translation>
    </message>
    <message>
        <source>picked</source>
        <translation>已选中</translation>
    </message>
    <message>
        <source>Press to change this card.</source>
        <translation>按下可更换这张牌。</translation>
    </message>
    <message>
        <source>Press to put its top card down again.</source>
        <translation>按下即放下它的顶牌。</translation>
    </message>
    <message>
        <source>Press to pick its top card; pick another of the same rank to remove the pair.</source>
        <translation>按下即选中它的顶牌；再选中另一张同点数的顶牌即可移除这一对。</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>comparing</source>
        <translation>比较中</translation>
    </message>
    <message>
        <source>distribution</source>
        <translation>分布</translation>
    </message>
    <message>
        <source>exact fraction</source>
        <translation>精确分数</translation>
    </message>
    <message>
        <source>game tree</source>
        <translation>博弈树</translation>
    </message>
    <message>
        <source>policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>policy states</source>
        <translation>策略状态</translation>
    </message>
    <message>
        <source>simulating</source>
        <translation>模拟中</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>已求解</translation>
    </message>
    <message>
        <source>solving</source>
        <translation>求解中</translation>
    </message>
    <message>
        <source>start component</source>
        <translation>起始连通分量</translation>
    </message>
    <message>
        <source>study</source>
        <translation>研究</translation>
    </message>
    <message>
        <source>values</source>
        <translation>求值</translation>
    </message>
    <message>
        <source>winning moves</source>
        <translation>制胜着法</translation>
    </message>
    <message>
        <source>exploring</source>
        <translation>探索中</translation>
    </message>
    <message>
        <source>end-game table</source>
        <translation>残局表</translation>
    </message>
    <message>
        <source>lookahead table</source>
        <translation>前瞻表</translation>
    </message>
    <message>
        <source>lower bound</source>
        <translation>下界</translation>
    </message>
    <message>
        <source>search from both ends</source>
        <translation>双向搜索</translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <source>Open %1 judge file</source>
        <translation>打开%1评测文件</translation>
    </message>
    <message>
        <source>Text files (*.txt *.in);;All files (*)</source>
        <translation>文本文件 (*.txt *.in);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Not opened, nothing was changed: %1</source>
        <translation>未打开，没有任何改动：%1</translation>
    </message>
    <message>
        <source>Not pasted, nothing was changed: %1</source>
        <translation>未粘贴，没有任何改动：%1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>Computing… %1 positions (%2%)</source>
        <translation>正在计算… %1 个局面（%2%）</translation>
    </message>
    <message>
        <source>Computing… %1 positions</source>
        <translation>正在计算… %1 个局面</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>约剩 %1</translation>
    </message>
    <message>
        <source>Computing… %1 games (%2%)</source>
        <translation>正在计算… 已模拟 %1 局（%2%）</translation>
    </message>
    <message>
        <source>Computing… %1 games</source>
        <translation>正在计算… 已模拟 %1 局</translation>
    </message>
</context>
<context>
    <name>RulesBox</name>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Contest rules</source>
        <translation>比赛规则</translation>
    </message>
    <message>
        <source>Rules in force</source>
        <translation>当前规则</translation>
    </message>
    <message>
        <source>Back to the contest&apos;s rules, as one step that Undo takes back</source>
        <translation>恢复比赛规则（一步操作，可撤销）</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>later starts cannot hand their files to this window: %1</source>
        <translation>之后启动的程序无法把文件交给这个窗口：%1</translation>
    </message>
    <message>
        <source>another Puzzle Workbench is running but does not answer (%1)</source>
        <translation>另一个 Puzzle Workbench 正在运行，但没有响应（%1）</translation>
    </message>
    <message>
        <source>another Puzzle Workbench is running but did not take the files</source>
        <translation>另一个 Puzzle Workbench 正在运行，但没有接收这些文件</translation>
    </message>
    <message>
        <source>it is not a folder</source>
        <translation>它不是文件夹</translation>
    </message>
    <message>
        <source>it belongs to another user</source>
        <translation>它属于另一个用户</translation>
    </message>
    <message>
        <source>others may enter it (mode %1, not 700)</source>
        <translation>其他用户可以进入它（权限为 %1，而不是 700）</translation>
    </message>
    <message>
        <source>cannot make the folder %1: %2</source>
        <translation>无法创建文件夹 %1：%2</translation>
    </message>
    <message>
        <source>the folder %1 is not used: %2</source>
        <translation>未使用文件夹 %1：%2</translation>
    </message>
    <message>
        <source>another Puzzle Workbench is running but cannot be reached: %1</source>
        <translation>另一个 Puzzle Workbench 正在运行，但无法连接：%1</translation>
    </message>
    <message>
        <source>no socket yet</source>
        <translation>尚无套接字</translation>
    </message>
    <message>
        <source>another Puzzle Workbench is running, but %1 is not this user&apos;s socket and was not used</source>
        <translation>另一个 Puzzle Workbench 正在运行，但 %1 不是本用户的套接字，因此未被使用</translation>
    </message>
    <message>
        <source>another Puzzle Workbench is running, but %1 answers for another user and was not used</source>
        <translation>另一个 Puzzle Workbench 正在运行，但 %1 由另一个用户应答，因此未被使用</translation>
    </message>
    <message numerus="yes">
        <source>and %n more file(s) could not be opened</source>
        <translation>
            <numerusform>另有 %n 个文件无法打开</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolverRunner</name>
    <message>
        <source>the solver failed</source>
        <translation>求解器失败</translation>
    </message>
</context>
<context>
    <name>StonesModel</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>an option is out of range</source>
        <translation>某个选项超出范围</translation>
    </message>
    <message>
        <source>the move %1 cannot be played there</source>
        <translation>着法 %1 在该处不合法</translation>
    </message>
    <message>
        <source>Click a stone first, then vertex %1.</source>
        <translation>请先点击一枚石子，再点击顶点 %1。</translation>
    </message>
    <message>
        <source>Place stone</source>
        <translation>放置石子</translation>
    </message>
    <message>
        <source>To paint diagonals, switch the mouse to Edit.</source>
        <translation>要给对角线涂色，请将鼠标模式切换为“编辑”。</translation>
    </message>
    <message>
        <source>Paint diagonal</source>
        <translation>涂色对角线</translation>
    </message>
    <message>
        <source>Not a move: pick a stone and a free vertex.</source>
        <translation>不是有效的移动：请选择一枚石子和一个空闲顶点。</translation>
    </message>
    <message>
        <source>Not allowed: the stone on %1 must move along %2, the colour joining the other two stones; diagonal %1–%3 is %4.</source>
        <translation>不允许：%1 上的石子必须沿颜色为“%2”的对角线移动，即连接另外两枚石子的颜色；对角线 %1–%3 的颜色是“%4”。</translation>
    </message>
    <message>
        <source>Move %1 → %2</source>
        <translation>移动 %1 → %2</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Edit mode</source>
        <translation>编辑模式</translation>
    </message>
    <message>
        <source>Play mode</source>
        <translation>对弈模式</translation>
    </message>
    <message>
        <source>Paint colour</source>
        <translation>涂色颜色</translation>
    </message>
    <message>
        <source>Change the number of vertices</source>
        <translation>更改顶点数</translation>
    </message>
    <message>
        <source>Random board options</source>
        <translation>随机棋盘选项</translation>
    </message>
    <message>
        <source>Random board</source>
        <translation>随机棋盘</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>求解器失败：%1</translation>
    </message>
    <message>
        <source>Cancelled. Edit the position or press Random board to solve again.</source>
        <translation>已取消。编辑局面或按“随机棋盘”即可重新求解。</translation>
    </message>
    <message>
        <source>This board needs more memory than the solver may use.</source>
        <translation>此棋盘所需内存超出求解器的上限。</translation>
    </message>
    <message>
        <source>&lt;big&gt;Minimum: &lt;b&gt;%1&lt;/b&gt;&lt;/big&gt;</source>
        <translation>&lt;big&gt;最少：&lt;b&gt;%1&lt;/b&gt;&lt;/big&gt;</translation>
    </message>
    <message>
        <source>%1 positions can reach the goal · solved in %2</source>
        <translation>%1 个局面可到达目标 · 用时 %2</translation>
    </message>
    <message>
        <source>Moved %1 → %2.</source>
        <translation>已移动 %1 → %2。</translation>
    </message>
    <message>
        <source>The answer is still being computed.</source>
        <translation>答案仍在计算中。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Goal reached&lt;/b&gt; in %1 (the minimum is %2).</source>
        <translation>用 %1 &lt;b&gt;到达目标&lt;/b&gt;（最少为 %2）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Optimal move.&lt;/b&gt; %1 to go.</source>
        <translation>&lt;b&gt;最优移动。&lt;/b&gt;还剩 %1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not optimal:&lt;/b&gt; %1 to go (%2 before this move).</source>
        <translation>&lt;b&gt;不是最优：&lt;/b&gt;还需 %1（此步之前为 %2）。</translation>
    </message>
    <message>
        <source>Stones</source>
        <translation>石子</translation>
    </message>
    <message>
        <source>Of the %1 placements of the three stones, %2 can be reached from the start and %3 can reach the goal: the two sets never meet.</source>
        <translation>在三枚石子的 %1 种摆放中，有 %2 种可以从开局到达，有 %3 种可以到达目标：这两组永远不会相遇。</translation>
    </message>
    <message numerus="yes">
        <source>From the start the stones can only ever stand on these %Ln placement(s): %1.</source>
        <translation>
            <numerusform>从开局起，石子只能处于这 %Ln 种摆放：%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only these %Ln placement(s) can reach the goal: %1.</source>
        <translation>
            <numerusform>只有这 %Ln 种摆放可以到达目标：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>The stone on %1 cannot move: no free vertex is joined to it by %2, the colour of the diagonal joining the other two stones.</source>
        <translation>%1 上的石子无法移动：没有空顶点通过颜色为“%2”的对角线与它相连，而这正是连接另外两枚石子的对角线的颜色。</translation>
    </message>
    <message numerus="yes">
        <source>the %n move(s) played since the start</source>
        <translation>
            <numerusform>开局以来走过的 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>the board with the stones where they started</source>
        <translation>棋盘及石子的起始位置</translation>
    </message>
    <message>
        <source>the rules must be the target as text, such as 1,2,3</source>
        <translation>规则必须是目标的文本形式，例如 1,2,3</translation>
    </message>
    <message>
        <source>The target was not on the smaller board: the goal is %1 again.</source>
        <translation>目标不在缩小后的棋盘上：目标恢复为 %1。</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <comment>the three target vertices</comment>
        <translation>%1、%2、%3</translation>
    </message>
    <message>
        <source>the goal is %1 (the contest&apos;s)</source>
        <translation>目标为 %1（比赛规则）</translation>
    </message>
    <message>
        <source>the goal is %1</source>
        <translation>目标为 %1</translation>
    </message>
    <message>
        <source>The target&apos;s vertices are 1 to %1 on this board: the rules are unchanged.</source>
        <translation>在此棋盘上目标顶点的编号为 1 到 %1：规则未改变。</translation>
    </message>
    <message>
        <source>The three target vertices must differ: the rules are unchanged.</source>
        <translation>三个目标顶点必须互不相同：规则未改变。</translation>
    </message>
    <message>
        <source>Contest rules</source>
        <translation>比赛规则</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>目标 %1</translation>
    </message>
    <message>
        <source>&lt;big&gt;&lt;b&gt;Already solved&lt;/b&gt;&lt;/big&gt;: the stones stand on %1.</source>
        <translation>&lt;big&gt;&lt;b&gt;已经完成&lt;/b&gt;&lt;/big&gt;：石子已位于 %1。</translation>
    </message>
    <message>
        <source>&lt;big&gt;&lt;b&gt;Impossible&lt;/b&gt;&lt;/big&gt;: no sequence of moves brings the stones to %1.</source>
        <translation>&lt;big&gt;&lt;b&gt;不可能&lt;/b&gt;&lt;/big&gt;：没有任何移动序列能把石子移到 %1。</translation>
    </message>
    <message>
        <source>Under other rules: %1.</source>
        <translation>采用其他规则：%1。</translation>
    </message>
    <message>
        <source>The goal is out of reach: no sequence of moves leads to %1.</source>
        <translation>无法到达目标：没有任何移动序列能到达 %1。</translation>
    </message>
</context>
<context>
    <name>StonesPage</name>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Start: stones on %1, %2, %3</source>
        <translation>开始：石子位于 %1、%2、%3</translation>
    </message>
    <message>
        <source>  · yours</source>
        <translation>  · 你走的</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln diagonal(s)</source>
        <translation>
            <numerusform>%1：%Ln 条对角线</numerusform>
        </translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>from</source>
        <translation>从</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>moves to go</source>
        <translation>剩余步数</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Your line&lt;/b&gt;: %n move(s): %1.</source>
        <translation>
            <numerusform>&lt;b&gt;你的走法&lt;/b&gt;：%n 步：%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Optimal from the start&lt;/b&gt;: %n move(s): %1.</source>
        <translation>
            <numerusform>&lt;b&gt;从开始局面起的最优走法&lt;/b&gt;：%n 步：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every move so far was optimal.</source>
        <translation>到目前为止每一步都是最优的。</translation>
    </message>
    <message>
        <source>Your move %1 was the first detour; from here the goal can no longer be reached (Reset brings back the optimal line).</source>
        <translation>你的第 %1 步是第一次绕路；从这里再也无法到达目标（“重置”可回到最优路线）。</translation>
    </message>
    <message numerus="yes">
        <source>Your move %1 was the first detour; from here %n more move(s) (%2), so your detours cost %3.</source>
        <translation>
            <numerusform>你的第 %1 步是第一次绕路；从这里还需 %n 步（%2），所以绕路多花了 %3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n move(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>joins stones %1</source>
        <translation>连接石子 %1</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>Target vertices:</source>
        <translation>目标顶点：</translation>
    </message>
    <message>
        <source>Target vertex %1 of 3</source>
        <translation>目标顶点（第 %1 个，共 3 个）</translation>
    </message>
    <message>
        <source>One of the three distinct vertices the stones must reach (the contest&apos;s: 1, 2, 3)</source>
        <translation>石子必须到达的三个不同顶点之一（比赛规则：1、2、3）</translation>
    </message>
</context>
<context>
    <name>StonesPanel</name>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the solve in progress</source>
        <translation>停止正在进行的求解</translation>
    </message>
    <message>
        <source>Moves from the start</source>
        <translation>从开始局面起的移动</translation>
    </message>
    <message>
        <source>Move list</source>
        <translation>移动列表</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Back to the start position (Home)</source>
        <translation>回到开始局面（Home）</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>后退一步（Left）</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>One move forward (Right)</source>
        <translation>前进一步（Right）</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Animate the remaining moves (Space)</source>
        <translation>以动画演示剩余的移动（Space）</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>鼠标</translation>
    </message>
    <message>
        <source>Play: click a stone, then where it goes</source>
        <translation>游玩：点击一枚石子，再点击它要去的位置</translation>
    </message>
    <message>
        <source>Edit: place stones, paint diagonals</source>
        <translation>编辑：放置石子，给对角线涂色</translation>
    </message>
    <message>
        <source>Paint colour:</source>
        <translation>涂色颜色：</translation>
    </message>
    <message>
        <source>Paint colour</source>
        <translation>涂色颜色</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>&amp;Vertices:</source>
        <translation>顶点数(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>颜色数(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>种子(&amp;S)：</translation>
    </message>
    <message>
        <source>Random board</source>
        <translation>随机棋盘</translation>
    </message>
    <message>
        <source>A random colouring and stones from the seed (the same seed gives the same board everywhere)</source>
        <translation>根据种子随机生成对角线颜色和石子位置（相同的种子在任何地方都会生成相同的棋盘）</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Open a file in the contest judge format</source>
        <translation>打开比赛评测格式的文件</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <source>Paste judge text from the clipboard</source>
        <translation>从剪贴板粘贴评测文本</translation>
    </message>
    <message>
        <source>Colours on this board</source>
        <translation>此棋盘上的颜色</translation>
    </message>
    <message>
        <source>Colour legend</source>
        <translation>颜色图例</translation>
    </message>
    <message>
        <source>About the answer</source>
        <translation>关于答案</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>对局状态</translation>
    </message>
    <message>
        <source>Your moves against the shortest</source>
        <translation>你的走法与最短路径的比较</translation>
    </message>
</context>
<context>
    <name>StonesView</name>
    <message>
        <source>Stones board</source>
        <translation>石子棋盘</translation>
    </message>
    <message>
        <source>Vertex %1 (stone; it moves along %2)</source>
        <translation>顶点 %1（有石子；沿颜色为“%2”的对角线移动）</translation>
    </message>
    <message>
        <source>Vertex %1</source>
        <translation>顶点 %1</translation>
    </message>
    <message>
        <source>Diagonal %1–%2: %3</source>
        <translation>对角线 %1–%2：%3</translation>
    </message>
    <message>
        <source>%1 vertices: only the diagonals that matter are drawn; hover a vertex to see all of its diagonals.</source>
        <translation>%1 个顶点：只绘制关键的对角线；将鼠标悬停在顶点上可查看它的所有对角线。</translation>
    </message>
    <message>
        <source>(goal)</source>
        <translation>（目标）</translation>
    </message>
    <message>
        <source>a stone</source>
        <translation>有石子</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>picked up</source>
        <translation>已拿起</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) to go after moving there</source>
        <translation>
            <numerusform>移到此处后还剩 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>the goal cannot be reached after moving there</source>
        <translation>移到此处后无法到达目标</translation>
    </message>
    <message>
        <source>Press to paint it in the paint colour.</source>
        <translation>按下即用涂色颜色给它涂色。</translation>
    </message>
    <message>
        <source>To paint it, switch the mouse to Edit.</source>
        <translation>要给它涂色，请把鼠标模式切换为“编辑”。</translation>
    </message>
    <message>
        <source>Press to put the stone down again.</source>
        <translation>按下即把石子放回原处。</translation>
    </message>
    <message>
        <source>Press to pick this stone up, then press a vertex to place it.</source>
        <translation>按下即拿起这颗石子，再按下一个顶点把它放到那里。</translation>
    </message>
    <message>
        <source>Press to pick this stone up, then press the vertex it moves to.</source>
        <translation>按下即拿起这颗石子，再按下它要移到的顶点。</translation>
    </message>
    <message>
        <source>Press to move the picked-up stone here.</source>
        <translation>按下即把拿起的石子移到这里。</translation>
    </message>
    <message>
        <source>Pick a stone up first, then press this vertex.</source>
        <translation>请先拿起一颗石子，再按下这个顶点。</translation>
    </message>
    <message>
        <source>%1 vertices: only the diagonals that matter are drawn.</source>
        <translation>%1 个顶点：只绘制关键的对角线。</translation>
    </message>
</context>
<context>
    <name>StudyHistogram</name>
    <message>
        <source>Histogram of the chance to win with random play</source>
        <translation>随机选对获胜概率的直方图</translation>
    </message>
    <message>
        <source>No study yet</source>
        <translation>尚无研究</translation>
    </message>
    <message>
        <source>chance to win with random play</source>
        <translation>随机选对的获胜概率</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Deals by their chance to win with random play: %1.</source>
        <translation>按随机选对的获胜概率统计的局数：%1。</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2: %Ln deal(s)</source>
        <translation>
            <numerusform>%1 至 %2：%Ln 局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>appdata</name>
    <message>
        <source>%1 could not be moved to %2</source>
        <translation>无法把 %1 移动到 %2</translation>
    </message>
    <message>
        <source>the settings in %1 could not be copied</source>
        <translation>无法复制 %1 中的设置</translation>
    </message>
</context>
<context>
    <name>cardtext</name>
    <message>
        <source>pile %1 holds an unknown card</source>
        <translation>牌堆 %1 中有一张未知的牌</translation>
    </message>
    <message>
        <source>card %1 appears twice (pile %2)</source>
        <translation>%1 出现了两次（牌堆 %2）</translation>
    </message>
    <message>
        <source>a standard deal has 9 piles, not %1</source>
        <translation>标准牌局有 9 堆，而不是 %1 堆</translation>
    </message>
    <message>
        <source>pile %1 has %2 cards, expected 4</source>
        <translation>牌堆 %1 有 %2 张牌，应为 4 张</translation>
    </message>
    <message>
        <source>card %1 is not in the 36-card deck (ranks 6 to A)</source>
        <translation>%1 不在 36 张牌的牌组中（点数 6 到 A）</translation>
    </message>
</context>
<context>
    <name>duration</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
</context>
<context>
    <name>hackenbushtext</name>
    <message>
        <source>%1…%2 (%3 characters)</source>
        <translation>%1…%2（共 %3 个字符）</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>%1… (%2 signs)</source>
        <translation>%1…（共 %2 个符号）</translation>
    </message>
    <message>
        <source>White wins whoever starts</source>
        <translation>无论谁先走，白方都获胜</translation>
    </message>
    <message>
        <source>Black wins whoever starts</source>
        <translation>无论谁先走，黑方都获胜</translation>
    </message>
    <message>
        <source>The second player wins</source>
        <translation>后手获胜</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白色</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <source>Neither player can move, so the value is the simplest number of all: 0.</source>
        <translation>双方都无法走棋，所以值是最简单的数：0。</translation>
    </message>
    <message>
        <source>Whole numbers lie strictly between White&apos;s best %1 and Black&apos;s best %2; the one closest to 0 is %3, so that is the value.</source>
        <translation>白方最佳选项 %1 与黑方最佳选项 %2 之间严格存在整数；其中最接近 0 的是 %3，所以值就是它。</translation>
    </message>
    <message>
        <source>Only White can move; the integer closest to 0 above White&apos;s best %1 is %2, so the value is %2.</source>
        <translation>只有白方能走棋；大于白方最佳选项 %1 且最接近 0 的整数是 %2，所以值是 %2。</translation>
    </message>
    <message>
        <source>Only Black can move; the integer closest to 0 below Black&apos;s best %1 is %2, so the value is %2.</source>
        <translation>只有黑方能走棋；小于黑方最佳选项 %1 且最接近 0 的整数是 %2，所以值是 %2。</translation>
    </message>
    <message>
        <source>No integer lies strictly between White&apos;s best %1 and Black&apos;s best %2, so the value is the number between them with the smallest power of 2 as denominator: %3.</source>
        <translation>白方最佳选项 %1 与黑方最佳选项 %2 之间严格不存在整数，所以值是两者之间分母为 2 的最小幂的数：%3。</translation>
    </message>
    <message>
        <source>green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>The first player wins</source>
        <translation>先手获胜</translation>
    </message>
    <message>
        <source>greater than</source>
        <translation>大于</translation>
    </message>
    <message>
        <source>less than</source>
        <translation>小于</translation>
    </message>
    <message>
        <source>equal to</source>
        <translation>等于</translation>
    </message>
    <message>
        <source>confused with (incomparable to)</source>
        <translation>与之模糊（不可比较于）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Explore Colored Jenga, Double Patience, Hackenbush towers and stones on a polygon.</source>
        <translation>探索彩色叠叠乐、双重接龙、Hackenbush 塔和多边形上的石子。</translation>
    </message>
    <message>
        <source>Open the page of PUZZLE (%1).</source>
        <translation>打开 PUZZLE 的页面（%1）。</translation>
    </message>
    <message>
        <source>Load FILE (judge format) into the page.</source>
        <translation>将 FILE（评测格式）载入页面。</translation>
    </message>
    <message>
        <source>Wait for the answer, save a picture of the window to PNG, and exit.</source>
        <translation>等待答案，将窗口截图保存为 PNG，然后退出。</translation>
    </message>
    <message>
        <source>Start on the built-in examples instead of the last session.</source>
        <translation>以内置示例启动，而不是上次的会话。</translation>
    </message>
    <message>
        <source>Files to open (judge text or workbench documents).</source>
        <translation>要打开的文件（评测文本或工作台文档）。</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>This window does not save the session: %1.</source>
        <translation>这个窗口不保存会话：%1。</translation>
    </message>
</context>
<context>
    <name>pageexport</name>
    <message>
        <source>Position</source>
        <translation>局面</translation>
    </message>
</context>
<context>
    <name>stonespalette</name>
    <message>
        <source>red</source>
        <translation>红</translation>
    </message>
    <message>
        <source>green</source>
        <translation>绿</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>蓝</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>橙</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>cyan</source>
        <translation>青</translation>
    </message>
    <message>
        <source>magenta</source>
        <translation>品红</translation>
    </message>
    <message>
        <source>lime</source>
        <translation>黄绿</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>粉</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>蓝绿</translation>
    </message>
    <message>
        <source>lavender</source>
        <translation>淡紫</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>棕</translation>
    </message>
    <message>
        <source>mustard</source>
        <translation>芥末黄</translation>
    </message>
    <message>
        <source>maroon</source>
        <translation>栗色</translation>
    </message>
    <message>
        <source>mint</source>
        <translation>薄荷绿</translation>
    </message>
    <message>
        <source>olive</source>
        <translation>橄榄绿</translation>
    </message>
    <message>
        <source>apricot</source>
        <translation>杏色</translation>
    </message>
    <message>
        <source>navy</source>
        <translation>藏青</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>灰</translation>
    </message>
    <message>
        <source>slate</source>
        <translation>石板灰</translation>
    </message>
    <message>
        <source>coral</source>
        <translation>珊瑚红</translation>
    </message>
    <message>
        <source>indigo</source>
        <translation>靛蓝</translation>
    </message>
    <message>
        <source>azure</source>
        <translation>天蓝</translation>
    </message>
    <message>
        <source>raspberry</source>
        <translation>覆盆子红</translation>
    </message>
    <message>
        <source>moss</source>
        <translation>苔绿</translation>
    </message>
    <message>
        <source>chocolate</source>
        <translation>巧克力色</translation>
    </message>
</context>
<context>
    <name>textfile</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>它是一个文件夹</translation>
    </message>
    <message>
        <source>it is larger than the limit of %1 bytes</source>
        <translation>它超过了 %1 字节的上限</translation>
    </message>
    <message>
        <source>it is not a text file (it contains NUL bytes)</source>
        <translation>它不是文本文件（包含 NUL 字节）</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>它不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>cannot write %1: %2; the file on disk was not changed</source>
        <translation>无法写入 %1：%2；磁盘上的文件未被更改</translation>
    </message>
    <message>
        <source>what was written reads back differently</source>
        <translation>写入的内容读回时不一致</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>它不是普通文件</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, device or socket)</source>
        <translation>它不是普通文件（而是管道、设备或套接字）</translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation>没有给出文件名</translation>
    </message>
    <message>
        <source>it is a file of the system (/proc, /sys), not a saved position</source>
        <translation>它是系统文件（/proc、/sys），不是保存的局面</translation>
    </message>
    <message>
        <source>it changed while it was opened</source>
        <translation>它在打开过程中发生了变化</translation>
    </message>
    <message>
        <source>it did not finish reading within %1 s</source>
        <translation>它未能在 %1 秒内读完</translation>
    </message>
</context>
<context>
    <name>translations</name>
    <message>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
</context>
</TS>
