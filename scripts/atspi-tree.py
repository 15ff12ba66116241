#!/usr/bin/python3
# EmptyDataSet: reads what a screen reader gets from a running app over AT-SPI.
# Licensed under the MIT licence; see LICENSE.
"""Reads an application's accessibility tree over AT-SPI, as a screen reader does.

Run with Debian's /usr/bin/python3 (python3-pyatspi), on a session that has the accessibility
bus (see scripts/atspi-session.sh).

  atspi-tree.py dump --pid PID               the app's tree as JSON, one object per accessible
  atspi-tree.py read --pid PID [--title T]   the empty state as a screen reader gets it, in
                                             reading order (the panel named T, or every empty
                                             view the GTK backend put over a list)
  atspi-tree.py action --pid PID --role R --title T
                                             does the first action of the first accessible
                                             with role R named T (what "activate" does)
  atspi-tree.py events --pid PID --out FILE  records focus, name and description events of the
                                             app to FILE (one JSON object per line) until FILE
                                             is removed; writes READY to FILE.ready first

Exit status: 0 done, 3 the app was not found on the bus in time, 4 no such accessible.
"""

import argparse
import json
import os
import sys
import time

import pyatspi
from gi.repository import GLib

STATES = {
    pyatspi.STATE_FOCUSED: "focused",
    pyatspi.STATE_FOCUSABLE: "focusable",
    pyatspi.STATE_SENSITIVE: "sensitive",
    pyatspi.STATE_BUSY: "busy",
    pyatspi.STATE_SHOWING: "showing",
    pyatspi.STATE_VISIBLE: "visible",
}


def find_app(pid, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            try:
                if app is not None and app.get_process_id() == pid:
                    return app
            except Exception:
                pass
        time.sleep(0.1)
    return None


def node(acc):
    try:
        role = acc.getRoleName()
        name = acc.name or ""
        description = acc.description or ""
        states = sorted(STATES[s] for s in acc.getState().getStates() if s in STATES)
    except Exception as error:  # an accessible that went away while being read
        return {"role": "gone", "error": str(error), "children": []}
    actions = []
    try:
        action = acc.queryAction()
        actions = [action.getName(i) for i in range(action.nActions)]
    except NotImplementedError:
        pass
    attributes = {}
    try:
        attributes = dict(a.split(":", 1) for a in acc.getAttributes() if ":" in a)
    except Exception:
        pass
    children = []
    for i in range(acc.childCount):
        child = acc.getChildAtIndex(i)
        if child is not None:
            children.append(node(child))
    return {
        "role": role, "name": name, "description": description, "states": states,
        "actions": actions, "attributes": attributes, "children": children,
    }


def walk(tree, parents=()):
    yield tree, parents
    for child in tree["children"]:
        yield from walk(child, parents + (tree,))


def empty_states(tree, title):
    """The panels that are empty states: the panel named `title` when given; else each panel
    the GTK backend puts over a list: in a GtkOverlay, after the list's scroll pane, a scroll
    pane holding a viewport (a panel) holding the empty view (a panel)."""
    found = []
    for item, _ in walk(tree):
        if title is not None:
            if item["role"] == "panel" and item["name"] == title:
                found.append(item)
            continue
        if item["role"] != "filler" or item["name"] != "GtkOverlay":
            continue
        for pane in item["children"][1:]:
            if pane["role"] != "scroll pane":
                continue
            for viewport in pane["children"]:
                if viewport["role"] == "panel":
                    found += [c for c in viewport["children"] if c["role"] == "panel"]
    return found


def reading(item, depth=0):
    """One line per accessible, in reading order (the order of the tree), as a screen reader
    gets it: role, name, description, states that are said, and the actions."""
    words = [item["role"]]
    if item["name"]:
        words.append(json.dumps(item["name"], ensure_ascii=False))
    if item["description"]:
        words.append("— description " + json.dumps(item["description"], ensure_ascii=False))
    said = [s for s in item["states"] if s in ("focused", "busy")]
    if "sensitive" not in item["states"]:
        said.append("unavailable")
    if said:
        words.append("(" + ", ".join(said) + ")")
    if item["actions"] and item["role"] in ("push button", "toggle button", "check box", "link"):
        words.append("[action: " + ", ".join(item["actions"]) + "]")
    lines = ["  " * depth + " ".join(words)]
    for child in item["children"]:
        lines += reading(child, depth + 1)
    return lines


def do_action(acc, role, name):
    """Does the first action of the first accessible (depth first) with `role` and `name`."""
    try:
        if acc.getRoleName() == role and (acc.name or "") == name:
            acc.queryAction().doAction(0)
            return 0
    except Exception:
        pass
    for i in range(acc.childCount):
        child = acc.getChildAtIndex(i)
        if child is not None and do_action(child, role, name) == 0:
            return 0
    return 4


def record_events(pid, out):
    kinds = [
        "object:state-changed:focused", "object:property-change:accessible-name",
        "object:property-change:accessible-description", "object:state-changed:busy",
    ]
    handle = open(out, "a", encoding="utf-8")

    def on_event(event):
        try:
            if event.source.get_process_id() != pid:
                return
            role = event.source.getRoleName()
            name = event.source.name or ""
        except Exception:
            return
        if event.type.startswith("object:state-changed") and not event.detail1:
            return
        value = event.any_data if isinstance(event.any_data, str) else ""
        handle.write(json.dumps({
            "type": str(event.type), "role": role, "name": name, "value": value,
            "time": time.monotonic(),
        }, ensure_ascii=False) + "\n")
        handle.flush()

    for kind in kinds:
        pyatspi.Registry.registerEventListener(on_event, kind)

    def check():
        if not os.path.exists(out):
            pyatspi.Registry.stop()
            return False
        return True

    GLib.timeout_add(50, check)
    with open(out + ".ready", "w", encoding="utf-8") as ready:
        ready.write("READY\n")
    pyatspi.Registry.start()


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["dump", "read", "action", "events"])
    parser.add_argument("--role")
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--title")
    parser.add_argument("--out")
    parser.add_argument("--timeout", type=float, default=10)
    options = parser.parse_args()
    app = find_app(options.pid, options.timeout)
    if app is None:
        print(f"atspi-tree: no application with pid {options.pid} on the accessibility bus",
              file=sys.stderr)
        return 3
    if options.command == "events":
        record_events(options.pid, options.out)
        return 0
    if options.command == "action":
        return do_action(app, options.role, options.title)
    tree = node(app)
    if options.command == "dump":
        print(json.dumps(tree, ensure_ascii=False))
        return 0
    # The empty state appears after its fade-in: read again until it is there.
    deadline = time.monotonic() + options.timeout
    states = empty_states(tree, options.title)
    while not states and time.monotonic() < deadline:
        time.sleep(0.2)
        tree = node(app)
        states = empty_states(tree, options.title)
    for item in states:
        print("\n".join(reading(item)))
        print()
    return 0 if states else 4


if __name__ == "__main__":
    sys.exit(main())
