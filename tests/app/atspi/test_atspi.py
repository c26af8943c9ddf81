#!/usr/bin/python3
# The application through the real accessibility stack, as Orca meets it: the AT-SPI bus, Qt's
# bridge, and pyatspi reading the tree and pressing parts. Run by run_atspi.sh inside a private
# D-Bus session with an X server; arguments: the application, the command-line tool, the folder
# of the built-in examples.
# SPDX-License-Identifier: GPL-3.0-or-later
import os
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

APP, CLI, EXAMPLES = sys.argv[1:4]
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message, flush=True)
    return condition


def children(node):
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            yield child


def walk(node):
    yield node
    for child in children(node):
        yield from walk(child)


def find_all(root, role, name=None):
    return [n for n in walk(root)
            if n.getRoleName() == role and (name is None or n.name == name)]


def only(root, role, name):
    found = find_all(root, role, name)
    if len(found) != 1:
        raise SystemExit("expected one %s %r, found %d" % (role, name, len(found)))
    return found[0]


def run_loop(seconds):
    """Delivers AT-SPI events for `seconds`."""
    GLib.timeout_add(int(seconds * 1000), lambda: pyatspi.Registry.stop() and False)
    pyatspi.Registry.start()


def wait_for(predicate, seconds, what):
    """Checks `predicate` between short runs of the event loop (a read made while the loop runs
    may see a value its events have not updated yet)."""
    end = time.monotonic() + seconds
    while not predicate():
        if time.monotonic() > end:
            return check(False, "timed out waiting for " + what)
        run_loop(0.1)
    return True


def description(root, role, name):
    return only(root, role, name).description


def press(node, action="Press"):
    actions = node.queryAction()
    names = [actions.getName(i) for i in range(actions.nActions)]
    if not check(action in names, "%r offers %s (it offers %s)" % (node.name, action, names)):
        return
    actions.doAction(names.index(action))


def cli_answer(puzzle, text):
    return subprocess.run([CLI, "solve", puzzle], input=text, capture_output=True, text=True,
                          check=True).stdout.strip()


def find_app():
    end = time.monotonic() + 60
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in children(desktop):
            if app.name == "puzzle-workbench":
                return app
        time.sleep(0.2)
    raise SystemExit("the application did not appear on the accessibility bus")


def main():
    app = find_app()
    # The Jenga page comes first; its answer is on the tower's description once solved.
    tower = None

    def jenga_solved():
        nonlocal tower
        found = find_all(app, "canvas", "Tower")
        tower = found[0] if found else None
        return tower is not None and "17.119213696602" in tower.description
    wait_for(jenga_solved, 30, "the Jenga example's answer")
    jenga = cli_answer("jenga", open(os.path.join(EXAMPLES, "jenga.txt")).read())
    check(jenga == "17.119213696602", "the CLI's Jenga sample answer: " + jenga)

    # Every answer label on every page: its name says what it is, its description what it says
    # (labels of the same name on different pages each say their page's).
    expected = [
        ("Answer", "Expected duration: 17.119213696602 minutes"),
        ("About the answer", "Exact, under optimal play"),
        ("Game length in numbers", "Mean 17.119213696602 minutes"),
        ("Probability of winning", "Random pairs: 0.589314 (58.9314%)"),
        ("Best and worst play", "Best play: 1.000000 (100.0000%)"),
        ("About the answer", "positions reachable"),
        ("About the deal", "Standard deal"),
        ("Value of C1", "C1 = 0"),
        ("Value of C2", "C2 = -1/4"),
        ("Comparison of C1 and C2", "Yes, because 0 > -1/4"),
        ("Winning moves", "White to move in C1"),
        ("Answer", "Minimum: 5 moves"),
        ("About the answer", "positions can reach the goal"),
    ]
    labels = [node for node in find_all(app, "label") if node.name]

    def unread():
        said = {}
        for node in labels:
            said.setdefault(node.name, []).append(node.description)
        return [(name, text, said.get(name)) for name, text in expected
                if not any(text in told for told in said.get(name, []))]
    wait_for(lambda: not unread(), 30, "every answer label")
    for name, text, said in unread():
        check(False, "a label %r says %r (they say %r)" % (name, text, said))

    # The labels that speak only after an action: the exact fraction and the simulation.
    exact = only(app, "label", "Exact fraction")
    press(only(app, "push button", "Exact fraction"))
    wait_for(lambda: "/" in exact.description, 30, "the exact fraction's label")
    check("= 0.589314" in exact.description, "the exact fraction's label: " + exact.description)
    simulation = only(app, "label", "Simulation result")
    press(only(app, "push button", "Simulate"))
    wait_for(lambda: "random games" in simulation.description, 60, "the simulation's label")
    check("The computed 0.589314 lies" in simulation.description,
          "the simulation's label: " + simulation.description)

    # A Jenga block pressed through the Action interface: the block's new colour and the new
    # answer are announced.
    part = tower.getChildAtIndex(0)
    check(part.name == "Level 1, left: red block, can be taken", "the first block: " + part.name)
    heard = []

    def listen(event):
        try:
            heard.append((event.type, event.source.getRoleName(), event.source.name,
                          event.source.description))
        except Exception as error:  # an object gone since
            heard.append((event.type, "", str(error), ""))
    events = ["object:property-change:accessible-name",
              "object:property-change:accessible-description"]
    pyatspi.Registry.registerEventListener(listen, *events)
    new_answer = cli_answer("jenga", "6\nGGB\nGRG\nBBB\nGGR\nBRG\nBRB\n")

    def announced():
        colour = any(t.endswith("accessible-name") and n == "Level 1, left: green block, can be taken"
                     for t, _, n, _ in heard)
        answer = any(t.endswith("accessible-description") and n == "Answer" and
                     d.startswith("Expected duration: %s minutes" % new_answer)
                     for t, _, n, d in heard)
        board = any(t.endswith("accessible-description") and n == "Tower" and new_answer in d
                    for t, _, n, d in heard)
        return colour and answer and board
    press(part)
    wait_for(announced, 20, "the announcements")
    pyatspi.Registry.deregisterEventListener(listen, *events)
    check(announced(), "pressing a block announces its new colour and the answer %s; heard: %r"
          % (new_answer, heard))

    # Every diagonal of the Stones example is a part, named with its colour.
    lines = open(os.path.join(EXAMPLES, "stones.txt")).read().split()
    n = int(lines[0])
    matrix = lines[4:4 + n]
    board = only(app, "canvas", "Stones board")
    names = [child.name for child in children(board)]
    for a in range(n):
        for b in range(a + 1, n):
            letter = matrix[a][b]
            check(any(name.startswith("Diagonal %d–%d: %s " % (a + 1, b + 1, letter))
                      for name in names),
                  "diagonal %d–%d (%s) is a part" % (a + 1, b + 1, letter))
    check(len(names) == n + n * (n - 1) // 2, "%d vertices and their diagonals: %d parts"
          % (n, len(names)))

    # Every part of every board can be pressed: none is greyed, each offers Press.
    boards = find_all(app, "canvas")
    check(len(boards) == 6, "six boards and charts: %r" % [b.name for b in boards])
    for board in boards:
        for child in children(board):
            states = child.getState()
            check(states.contains(pyatspi.STATE_SENSITIVE),
                  "%s › %s is sensitive" % (board.name, child.name))
            try:
                actions = child.queryAction()
                offered = [actions.getName(i) for i in range(actions.nActions)]
            except NotImplementedError:
                offered = []
            check("Press" in offered, "%s › %s can be pressed" % (board.name, child.name))

    if failures:
        print("%d failures" % len(failures))
        return 1
    print("passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
