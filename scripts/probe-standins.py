#!/usr/bin/env python3
# EmptyDataSet: the generator and the judge of scripts/probe-standins.sh (see that script for
# what the probe is). Standard library only.
#
#   probe-standins.py generate GRAPHS UIKIT_C_HEADER CG_C_HEADER OUT
#       Writes one probe file per stand-in module (OUT/Probe<Module>.swift) and OUT/manifest.json,
#       which maps every probe line back to the declaration it checks.
#   probe-standins.py judge OUT STANDIN_LOG REAL_LOG EXCEPTIONS DOC SDK_VERSION [--write-docs]
#       Reads the two compiler logs, classifies each declaration, prints the report, checks (or
#       rewrites) the real-SDK column of docs/apple-symbols.md, and exits 1 on anything
#       unexplained.
import json
import os
import re
import sys
import textwrap
from collections import defaultdict
from fnmatch import fnmatch

MODULES = ["ObjectiveC", "CoreGraphics", "Foundation", "QuartzCore", "Combine", "Accessibility",
           "SwiftUI", "UIKit"]
# Conformances every type has, or that the compiler infers for the stand-in: not the stand-in's
# claim, so not probed.
MARKER_PROTOCOLS = {"Escapable", "Copyable", "SendableMetatype", "BitwiseCopyable"}

# MARK: - Placeholders

# A concrete type for a generic parameter constrained to these protocols, existing in the real SDK
# and in the stand-ins (or declared by the probe's prelude, with the stand-in's requirements).
PLACEHOLDERS = {
    "View": "EmptyView", "ViewModifier": "ProbeModifier", "Shape": "Rectangle",
    "ShapeStyle": "Color", "ButtonStyle": "ProbeButtonStyle", "LayoutValueKey": "ProbeLayoutKey",
    "EnvironmentKey": "ProbeEnvironmentKey", "ObservableObject": "ProbeObservable",
    "Layout": "ProbeLayout", "StringProtocol": "String", "Equatable": "Int", "Hashable": "Int",
    "Comparable": "Int", "BinaryInteger": "Int", "RandomAccessCollection": "Array<Int>",
    "Sequence": "Array<Int>", "NSObjectProtocol": "NSObject", "UICoordinateSpace": "UIView",
    "NSLocking": "NSLock", "_KeyValueCodingAndObserving": "NSObject",
    "AnyObject": "NSObject", "Sendable": "Int",
}
# The probe's own conforming types, written with the stand-ins' signatures; per module file.
PRELUDES = {
    "SwiftUI": """\
@available(iOS 16.0, *)
struct ProbeLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    fatalError()
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}
@available(iOS 16.0, *)
struct ProbeLayoutKey: LayoutValueKey {
  static var defaultValue: Int { 0 }
}
struct ProbeEnvironmentKey: EnvironmentKey {
  static var defaultValue: Int { 0 }
}
struct ProbeButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
struct ProbeModifier: ViewModifier {
  func body(content: Content) -> EmptyView { EmptyView() }
}
final class ProbeObservable: ObservableObject {}
""",
}
MAX_ARITY = 8

# Declarations whose names start with an underscore, which symbol graphs leave out: probed by
# hand, with the stand-ins' signatures (the probe's compile against the stand-ins keeps these in
# step with them). (module, kind, path, [(tag, statement)], options)
UNDERSCORED = [
    ("ObjectiveC", "func", "_convertBoolToObjCBool", [
        ("signature", "let _: (Bool) -> ObjCBool = _convertBoolToObjCBool")], {}),
    ("ObjectiveC", "func", "_convertObjCBoolToBool", [
        ("signature", "let _: (ObjCBool) -> Bool = _convertObjCBoolToBool")], {}),
    ("Foundation", "protocol", "_KeyValueCodingAndObserving", [
        ("conformance of NSObject",
         "do { func c<V: _KeyValueCodingAndObserving>(_: V.Type) {}; c(NSObject.self) }")], {}),
    ("Foundation", "method", "_KeyValueCodingAndObserving.observe(_:options:changeHandler:)", [
        ("signature", "let _: (KeyPath<NSObject, Int>, NSKeyValueObservingOptions, @escaping "
                      "@Sendable (NSObject, NSKeyValueObservedChange<Int>) -> Void) -> "
                      "NSKeyValueObservation = x.observe(_:options:changeHandler:)"),
        ("default arguments", "let _: NSKeyValueObservation = x.observe({m}Value() as "
                              "KeyPath<NSObject, Int>, changeHandler: {m}Value() as @Sendable "
                              "(NSObject, NSKeyValueObservedChange<Int>) -> Void)")],
     {"params": "_ x: NSObject"}),
] + [
    # The Objective-C bridging of String and Notification (what lets an @objc member take one).
    entry for swift, objc in (("String", "NSString"), ("Notification", "NSNotification"))
    for entry in (
        ("Foundation", "method", f"{swift}._bridgeToObjectiveC()", [
            ("signature", f"let _: () -> {objc} = x._bridgeToObjectiveC"),
            ("conforms to _ObjectiveCBridgeable",
             f"do {{ func c<V: _ObjectiveCBridgeable>(_: V.Type) {{}}; c({swift}.self) }}")],
         {"params": f"_ x: {swift}"}),
        ("Foundation", "type.method", f"{swift}._forceBridgeFromObjectiveC(_:result:)", [
            ("call", f"var r: {swift}? = nil; "
                     f"{swift}._forceBridgeFromObjectiveC({{m}}Value() as {objc}, result: &r)")],
         {}),
        ("Foundation", "type.method", f"{swift}._conditionallyBridgeFromObjectiveC(_:result:)", [
            ("call", f"var r: {swift}? = nil; let _: Bool = "
                     f"{swift}._conditionallyBridgeFromObjectiveC({{m}}Value() as {objc}, "
                     f"result: &r)")], {}),
        ("Foundation", "type.method", f"{swift}._unconditionallyBridgeFromObjectiveC(_:)", [
            ("signature", f"let _: ({objc}?) -> {swift} = "
                          f"{swift}._unconditionallyBridgeFromObjectiveC")], {}),
    )
] + [
    ("SwiftUI", "struct", "_ConditionalContent", [
        ("exists", "let _: _ConditionalContent<EmptyView, Text>.Type = "
                   "_ConditionalContent<EmptyView, Text>.self"),
        ("conforms to View", "do { func c<V: View>(_: V.Type) {}; "
                             "c(_ConditionalContent<EmptyView, Text>.self) }")], {}),
    ("SwiftUI", "struct", "_ViewModifier_Content", [
        ("exists", "let _: _ViewModifier_Content<ProbeModifier>.Type = "
                   "_ViewModifier_Content<ProbeModifier>.self"),
        ("conforms to View", "do { func c<V: View>(_: V.Type) {}; "
                             "c(_ViewModifier_Content<ProbeModifier>.self) }")], {}),
    ("Accessibility", "protocol", "_AccessibilityNotifications", [
        ("exists", "let _: (any _AccessibilityNotifications).Type = "
                   "(any _AccessibilityNotifications).self"),
        ("associated type _Info", "_ = U._Info.self"),
        ("conformance of Announcement", "do { func c<V: _AccessibilityNotifications>(_: V.Type) "
                                        "{}; c(AccessibilityNotification.Announcement.self) }")],
     {"introduced": (17, 0), "generic": "<U: _AccessibilityNotifications>",
      "params": "_: U.Type"}),
    ("Accessibility", "method", "_AccessibilityNotifications.post()", [
        ("signature", "let _: () -> Void = x.post")],
     {"introduced": (17, 0), "generic": "<U: _AccessibilityNotifications>", "params": "_ x: U"}),
]


def helpers(module):
    """Helpers of one probe file, prefixed with the module so that the files can share a module."""
    m = module
    out = [f"func {m}Value<T>() -> T {{ fatalError() }}",
           f"final class {m}Box {{}}",
           f"func {m}Captured<T>(_ box: {m}Box) -> T {{ fatalError() }}",
           f"func {m}Exact<T>(_ value: inout T, _: T.Type) {{}}"]
    for n in range(MAX_ARITY + 1):
        gens = [f"A{i}" for i in range(n)]
        params = ", ".join(gens + ["R"])
        out.append(f"struct {m}Signature{n}<{params}> {{}}")
        out.append(
            f"func {m}Sig{n}<{params}>(_ f: ({', '.join(gens)}) async throws -> R)"
            f" -> {m}Signature{n}<{params}> {{ fatalError() }}")
    return "\n".join(out) + "\n"


class Unprobeable(Exception):
    """A declaration the generator cannot express as a probe; the message says why."""


# MARK: - Reading the symbol graphs


def load(graphs):
    symbols, relationships = [], []
    for name in sorted(os.listdir(graphs)):
        if not name.endswith(".symbols.json"):
            continue
        module = name.split(".symbols.json")[0].split("@")[0]
        data = json.load(open(os.path.join(graphs, name)))
        for s in data["symbols"]:
            s["module"] = module
            symbols.append(s)
        relationships += data["relationships"]
    return symbols, relationships


def path_of(s):
    return ".".join(s["pathComponents"])


def kind_of(s):
    return s["kind"]["identifier"].removeprefix("swift.")


TYPE_KINDS = {"class", "struct", "enum", "protocol"}


class Graph:
    def __init__(self, symbols, relationships):
        self.all = symbols
        self.by_usr = {s["identifier"]["precise"]: s for s in symbols}
        # The types, by path (one symbol per type path).
        self.types = {}
        for s in symbols:
            if kind_of(s) in TYPE_KINDS and "::SYNTHESIZED::" not in s["identifier"]["precise"]:
                self.types.setdefault(path_of(s), s)
        self.relationships = relationships
        self.requirement = set()
        self.optional_requirement = set()
        for r in relationships:
            if r["kind"] == "requirementOf":
                self.requirement.add(r["source"])
            elif r["kind"] == "optionalRequirementOf":
                self.optional_requirement.add(r["source"])
        self.conformances = defaultdict(list)
        self.superclass = {}
        for r in relationships:
            if "::SYNTHESIZED::" in r["source"]:
                continue
            # A target outside the graphs has a fallback name ("Swift.Hashable").
            if r["target"] in self.by_usr:
                target = path_of(self.by_usr[r["target"]])
            else:
                target = r.get("targetFallback", r["target"])
            target = target.removeprefix("Swift.").removeprefix("ObjectiveC.")
            if r["kind"] == "conformsTo":
                self.conformances[r["source"]].append((target, r.get("swiftConstraints", [])))
            elif r["kind"] == "inheritsFrom":
                self.superclass[r["source"]] = target

    def declarations(self):
        """The declarations scripts/list-standin-symbols.sh lists, one entry per symbol."""
        out = []
        for s in self.all:
            if "::SYNTHESIZED::" in s["identifier"]["precise"]:
                continue
            components = s["pathComponents"]
            parent = self.types.get(".".join(components[:-1]))
            if parent is not None and kind_of(parent) == "enum" and \
                    components[-1] in ("init(rawValue:)", "rawValue"):
                continue
            out.append(s)
        return out


# MARK: - Fragments to probe source


def availability(symbols):
    """(introduced iOS version or None, unavailable on iOS, deprecated iOS version or None) over
    a declaration and its enclosing types."""
    introduced, unavailable, deprecated = None, False, None
    for s in symbols:
        for a in s.get("availability") or []:
            if a.get("domain") not in ("iOS", "*"):
                continue
            if a.get("isUnconditionallyUnavailable"):
                unavailable = True
            if "introduced" in a and a.get("domain") == "iOS":
                v = (a["introduced"]["major"], a["introduced"].get("minor", 0))
                introduced = max(introduced or v, v)
            if "deprecated" in a:
                v = (a["deprecated"]["major"], a["deprecated"].get("minor", 0))
                deprecated = v
            if a.get("isUnconditionallyDeprecated"):
                deprecated = (1, 0)
    return introduced, unavailable, deprecated


def split_top(text, sep):
    """Splits `text` at `sep` outside brackets."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(text):
        c = text[i]
        if c in "([<":
            depth += 1
        elif c in ")]>" and not (c == ">" and i > 0 and text[i - 1] == "-"):
            depth -= 1
        if depth == 0 and text.startswith(sep, i):
            parts.append(text[start:i])
            i += len(sep)
            start = i
            continue
        i += 1
    parts.append(text[start:])
    return parts


def matching(text, start):
    """The index after the bracket closing the one at `start`."""
    depth = 0
    for i in range(start, len(text)):
        c = text[i]
        if c in "([<":
            depth += 1
        elif c in ")]>" and not (c == ">" and text[i - 1] == "-"):
            depth -= 1
            if depth == 0:
                return i + 1
    raise Unprobeable("unbalanced declaration")


def clean_type(t, generic_argument=False):
    t = t.strip().replace("!", "?")
    t = re.sub(r"^\(\)$", "Void", t)
    if generic_argument:
        t = t.replace("@escaping ", "").replace("@autoclosure ", "")
    return t


def where_clause(s):
    """The constraints of a declaration's `where` clause. The symbol graph's generics leave out a
    constraint that names the extended protocol (`overlay<V>` in `extension View` loses
    `V: View`) or a class bound (`NSLayoutAnchor<AnchorType: AnyObject>`); the clause has them."""
    text = "".join(f["spelling"] for f in s["declarationFragments"])
    text = re.sub(r"\{[^}]*\}\s*$", "", text).strip()
    out = []
    if " where " in text:
        for c in split_top(split_top(text, " where ")[1].strip(), ", "):
            lhs, op, rhs = re.match(r"(.+?) (:|==) (.+)", c.strip()).groups()
            out.append({"kind": "conformance" if op == ":" else "sameType", "lhs": lhs,
                        "rhs": rhs})
    return out


class Context:
    """How one declaration's generic parameters, `Self` and enclosing type are spelled in the
    probe."""

    def __init__(self, graph, s, extra_constraints=()):
        self.graph, self.s = graph, s
        comps = s["pathComponents"]
        self.ancestors = []  # enclosing type symbols, outermost first (those in the graphs)
        for i in range(1, len(comps)):
            t = graph.types.get(".".join(comps[:i]))
            if t is not None:
                self.ancestors.append(t)
        self.parent = graph.types.get(".".join(comps[:-1]))
        ext = s.get("swiftExtension") or {}
        self.parent_kind = kind_of(self.parent) if self.parent else \
            (ext.get("typeKind", "").removeprefix("swift.") or None)
        self.module = s["module"]
        generics = s.get("swiftGenerics") or {}
        constraints = list(generics.get("constraints", [])) + list(ext.get("constraints", [])) \
            + list(extra_constraints)
        for a in self.ancestors:
            constraints += (a.get("swiftGenerics") or {}).get("constraints", [])
        for a in self.ancestors + [s]:
            constraints += where_clause(a)
        self.constraints = constraints
        self.params = [p["name"] for p in generics.get("parameters", [])]
        for a in self.ancestors + ([s] if kind_of(s) in TYPE_KINDS else []):
            for p in (a.get("swiftGenerics") or {}).get("parameters", []):
                if p["name"] not in self.params:
                    self.params.append(p["name"])
        self.packs = {c["lhs"].removeprefix("each ") for c in constraints
                      if c["lhs"].startswith("each ")}
        self.generic = False  # a requirement probed through a generic parameter `U`
        self.self_type = None
        self.bind = self._bind()

    def _placeholder(self, name):
        protos = [c["rhs"] for c in self.constraints
                  if c["kind"] == "conformance" and c["lhs"].removeprefix("each ") == name]
        protos += [c["rhs"] for c in self.constraints
                   if c["kind"] == "layout" and c["lhs"] == name]
        element = [c["rhs"] for c in self.constraints
                   if c["kind"] == "sameType" and c["lhs"] == f"{name}.Element"]
        if element:
            return f"Array<{element[0]}>"
        choices = {PLACEHOLDERS.get(p) for p in protos}
        if None in choices:
            raise Unprobeable(f"no placeholder type for {name}: {', '.join(protos)}")
        if len(choices) > 1:
            choices.discard("Int")  # Hashable and View: EmptyView is not Hashable, so fail below
        if len(choices) > 1:
            raise Unprobeable(f"no single placeholder type for {name}: {', '.join(protos)}")
        if choices:
            return choices.pop()
        return "EmptyView" if self.module == "SwiftUI" else "Int"

    def _bind(self):
        bind = {}
        for c in self.constraints:
            if c["kind"] == "sameType" and c["lhs"] in self.params:
                bind[c["lhs"]] = c["rhs"]
        for p in self.params:
            if p not in bind:
                bind[p] = self._placeholder(p)
        for _ in range(4):
            for p, v in bind.items():
                bind[p] = re.sub(r"\b(\w+)\b", lambda m: bind.get(m.group(1), m.group(1))
                                 if m.group(1) != p else m.group(1), v)
        return bind

    def type_args(self, t):
        """`t`'s own generic arguments, spelled with placeholders (`<EmptyView>`), or ''."""
        own = [p["name"] for p in (t.get("swiftGenerics") or {}).get("parameters", [])]
        outer = []
        comps = t["pathComponents"]
        for i in range(1, len(comps)):
            a = self.graph.types.get(".".join(comps[:i]))
            if a:
                outer += [p["name"] for p in (a.get("swiftGenerics") or {}).get("parameters", [])]
        own = [p for p in own if p not in outer]
        if not own:
            return ""
        return "<" + ", ".join(self.bind.get(p) or self._placeholder(p) for p in own) + ">"

    def base(self):
        """The enclosing type as the probe spells it."""
        if self.self_type:
            return self.self_type
        comps = self.s["pathComponents"][:-1]
        if not comps:
            return None
        out = []
        for i in range(1, len(comps) + 1):
            t = self.graph.types.get(".".join(comps[:i]))
            out.append(comps[i - 1] + (self.type_args(t) if t else ""))
        base = ".".join(out)
        if self.parent is None and base == "Optional":
            base = f"Optional<{self.bind.get('Wrapped', 'EmptyView')}>"
        return base

    def text(self, fragments):
        """Joined fragments, with generic parameters and `Self` spelled for the probe."""
        out = []
        for f in fragments:
            spelling = f["spelling"]
            previous = out[-1] if out else ""
            if f["kind"] in ("typeIdentifier", "keyword") and spelling == "Self":
                spelling = self.base_for_self()
            elif f["kind"] == "typeIdentifier" and spelling in self.bind and \
                    not previous.endswith(".") and spelling not in self.packs:
                spelling = self.bind[spelling]
            out.append(spelling)
        text = "".join(out)
        for p in self.packs:
            # A parameter pack is probed with two elements; parse_function expands a pack
            # parameter into two parameters.
            text = re.sub(rf"\brepeat each {p}\b", f"PACK<{self.bind[p]}>", text)
        return text

    def own_generics(self):
        """The declaration's own generic parameters (not its context's)."""
        mine = {p["name"] for p in (self.s.get("swiftGenerics") or {}).get("parameters", [])}
        for a in self.ancestors:
            mine -= {p["name"] for p in (a.get("swiftGenerics") or {}).get("parameters", [])}
        return mine - {"Self"}

    def base_for_self(self):
        if self.generic:
            return "U"
        return self.base()


def expand_packs(text):
    return re.sub(r"PACK<(\w+)>", r"\1, \1", text)


# MARK: - Parsing declarations


def parse_function(ctx, s):
    """The parameters ([(type, has a default)]), labels, result and effects of a function,
    initializer or subscript, spelled for the probe."""
    frags = s["declarationFragments"]
    kind = kind_of(s)
    # The name: the identifier for functions and operators, the keyword for init and subscript.
    start = None
    for i, f in enumerate(frags):
        if (kind in ("init", "subscript") and f["kind"] == "keyword" and
                f["spelling"] == kind) or (kind not in ("init", "subscript") and
                                           f["kind"] == "identifier"):
            start = i
            break
    if start is None:
        raise Unprobeable("no name in the declaration")
    rest = ctx.text(frags[start + 1:]).lstrip()
    failable = ""
    if rest.startswith("?") or rest.startswith("!"):
        failable, rest = rest[0], rest[1:]
    if rest.startswith("<"):
        rest = rest[matching(rest, 0):]
    if not rest.startswith("("):
        raise Unprobeable("no parameter list")
    end = matching(rest, 0)
    inner, tail = rest[1:end - 1], rest[end:]
    params = []
    if inner.strip():
        for p in split_top(inner, ", "):
            p = re.sub(r"^(@\w+ )+", "", p.strip())  # attributes of the parameter (@ViewBuilder)
            names, _, t = p.partition(": ") if not p.startswith(": ") else ("", "", p[2:])
            if not t and kind_of(s) == "func.op":
                t = names
            pieces = split_top(t, " = ")
            if pieces[0].startswith("PACK<"):
                params += [(clean_type(expand_packs(pieces[0]).split(", ")[0]), False)] * 2
            else:
                params.append((clean_type(expand_packs(pieces[0])), len(pieces) > 1))
    tail = expand_packs(split_top(tail, " where ")[0])
    tail = re.sub(r"\{[^}]*\}\s*$", "", tail).strip()
    effects = []
    rethrows = bool(re.search(r"\brethrows\b", tail))
    for word in ("async", "throws", "rethrows"):
        if re.search(rf"\b{word}\b", tail.split("->")[0]):
            effects.append("throws" if word == "rethrows" else word)
    result = "Void"
    if "->" in tail:
        result = clean_type(tail.split("->", 1)[1])
    labels = re.findall(r"(\w+|_):", s["pathComponents"][-1].split("(", 1)[1]) \
        if "(" in s["pathComponents"][-1] else []
    if "PACK<" in inner:
        labels = labels + labels[-1:]  # the pack's one label, for its two elements
    if kind != "func.op" and len(labels) != len(params):
        raise Unprobeable(f"parameters {params} do not match the labels {labels}")
    return {"failable": failable, "params": params, "result": result, "effects": effects,
            "labels": labels, "rethrows": rethrows}


def isolation(s):
    spellings = [f["spelling"] for f in s["declarationFragments"]
                 if f["kind"] in ("attribute", "keyword")]
    if "nonisolated" in spellings:
        return None
    text = "".join(f["spelling"] for f in s["declarationFragments"])
    head = text.split("(")[0] if kind_of(s) not in ("property", "type.property") else text
    head = head.split(":")[0]
    return "MainActor" if "@MainActor" in head else None


def property_parts(ctx, s):
    frags = s["declarationFragments"]
    idx = next(i for i, f in enumerate(frags) if f["kind"] == "identifier")
    rest = ctx.text(frags[idx + 1:])
    t = rest.removeprefix(": ").partition(" {")[0]
    keywords = [f["spelling"] for f in frags if f["kind"] == "keyword"]
    # A stored `var` has no accessor block in the fragments.
    settable = "set" in keywords or ("var" in keywords and "get" not in keywords)
    nonmutating = "nonmutating" in keywords
    return clean_type(t), settable, nonmutating, "let" in keywords


# MARK: - Probe generation


class Probe:
    """The probe of one declaration: its function (attributes, parameters) and statements."""

    def __init__(self, decl_id, s, path):
        self.id, self.s, self.path = decl_id, s, path
        self.generic_clause = ""
        self.params = ""
        self.isolation = None
        self.statements = []  # (tag, source)
        self.file_scope = []  # declarations outside the function (subclasses)

    def add(self, tag, source):
        self.statements.append((tag, source))


def argument(m, t):
    """A placeholder argument of type `t` (the result type, for an autoclosure)."""
    auto = re.match(r"@autoclosure (?:@escaping )?\(\) -> (.+)$", clean_type(t))
    t = auto.group(1) if auto else clean_type(t, True)
    return f"{m}Value() as {t}"


def closure_arity(t):
    """The number of parameters of a function type (`(A, B) -> C`, possibly optional), or
    None when `t` is not one."""
    t = re.sub(r"^(@\w+ )+", "", clean_type(t)).strip()
    if t.endswith("?") and t.startswith("(") and matching(t, 0) == len(t) - 1:
        t = t[1:-2].strip()
        t = re.sub(r"^(@\w+ )+", "", t)
    if not t.startswith("("):
        return None
    end = matching(t, 0)
    if not re.match(r"\s*(async\s+)?(throws\s+)?->", t[end:]):
        return None
    inner = t[1:end - 1].strip()
    return len(split_top(inner, ", ")) if inner else 0


def capturing_closure(m, t):
    """A closure literal for the function type `t` that captures `box`, a non-Sendable object."""
    n = closure_arity(t)
    params = ", ".join("_" for _ in range(n)) if n else ""
    head = f"{params} in " if n else ""
    returns = clean_type(t, True).rsplit("->", 1)[1].strip()
    if clean_type(t).endswith("?") and returns.endswith(")?"):
        returns = returns[:-2].strip()
    if returns in ("Void", "()"):
        return f"{{ {head}_ = box }}"
    # One expression, so that a result builder (`@ViewBuilder`) still applies.
    return f"{{ {head}{m}Captured(box) as {returns} }}"


def receive(result, throws=False):
    """How a call's result is taken: typed (which also lets a generic result be inferred),
    except an opaque one; `try?` makes it optional."""
    if result.startswith("some "):
        return "_ = "
    return f"let _: {result}{'?' if throws else ''} = "


def function_type(params, effects, result, generic_argument=False):
    """A function type for a reference to a declaration. Never `@MainActor`: the probe's own
    isolation is the stand-in's, and inside a main-actor function an isolated declaration's
    reference converts to the plain type, while inside a nonisolated one it does not."""
    ps = ", ".join(clean_type(p, generic_argument) for p in params)
    eff = (" " + " ".join(effects)) if effects else ""
    return f"({ps}){eff} -> {result}"


def conformance_statements(graph, m, probe, s, type_expr):
    for proto, constraints in graph.conformances.get(s["identifier"]["precise"], []):
        name = proto.split(".")[-1]
        if name in MARKER_PROTOCOLS:
            continue
        expr = type_expr
        if constraints:
            # A conditional conformance: the type with arguments that meet its conditions.
            ctx = Context(graph, s, constraints)
            expr = (ctx.base() + "." if len(s["pathComponents"]) > 1 else "") + \
                s["pathComponents"][-1] + ctx.type_args(s)
            if s["pathComponents"] == ["Optional"]:
                expr = f"Optional<{ctx.bind.get('Wrapped', 'EmptyView')}>"
        probe.add(f"conforms to {name}",
                  f"do {{ func c<V: {name}>(_: V.Type) {{}}; c({expr}.self) }}")


def generate_decl(graph, m, probe, s, enum_cases):
    ctx = Context(graph, s)
    kind = kind_of(s)
    usr = s["identifier"]["precise"]
    probe.isolation = isolation(s)
    requirement = usr in graph.requirement or usr in graph.optional_requirement
    optional = usr in graph.optional_requirement
    if ctx.parent_kind == "protocol":
        # A requirement is probed through a generic parameter `U: Protocol`; a member of an
        # extension through a conforming type (the `Self ==` constraint's, or a placeholder).
        proto = ".".join(s["pathComponents"][:-1])
        self_constraint = [c["rhs"] for c in ctx.constraints
                           if c["kind"] == "sameType" and c["lhs"] == "Self"]
        if requirement or kind == "associatedtype":
            ctx.generic = True
            probe.generic_clause = f"<U: {proto}>"
        elif self_constraint:
            ctx.self_type = self_constraint[0]
        else:
            placeholder = PLACEHOLDERS.get(proto)
            if placeholder is None:
                raise Unprobeable(f"no conforming type to probe an extension of {proto} with")
            ctx.self_type = placeholder
    base = "U" if ctx.generic else ctx.base()
    name = s["pathComponents"][-1]

    if kind in TYPE_KINDS:
        t = s["pathComponents"][-1]
        type_expr = (ctx.base() + "." if len(s["pathComponents"]) > 1 else "") + t + \
            ctx.type_args(s)
        if kind == "protocol":
            probe.generic_clause = f"<U: {path_of(s)}>"
            probe.params = "_: U.Type"
            probe.add("exists", f"let _: (any {path_of(s)}).Type = (any {path_of(s)}).self")
            for proto, _ in graph.conformances.get(usr, []):
                if proto.split(".")[-1] in MARKER_PROTOCOLS:
                    continue
                if proto == "AnyObject":
                    continue
                probe.add(f"refines {proto}",
                          f"do {{ func c<V: {proto}>(_: V.Type) {{}}; c(U.self) }}")
            if any(f["spelling"] == "AnyObject" for f in s["declarationFragments"]) or \
                    any(c.get("rhs") == "AnyObject" for c in
                        (s.get("swiftGenerics") or {}).get("constraints", [])):
                probe.add("class-bound", "let _: AnyObject.Type = U.self")
            return
        probe.add("exists", f"let _: {type_expr}.Type = {type_expr}.self")
        if kind == "class":
            probe.add("is a class", f"let _: AnyObject.Type = {type_expr}.self")
            sup = graph.superclass.get(usr)
            if sup:
                # A generic superclass is written without arguments: Swift infers them from the
                # value (NSLayoutXAxisAnchor's is NSLayoutAnchor<NSLayoutXAxisAnchor>).
                probe.add(f"subclass of {sup}", f"let _: {sup}.Type = {type_expr}.self")
            if s.get("accessLevel") == "open":
                sendable = any(p == "Sendable" for p, _ in graph.conformances.get(usr, [])) and \
                    not isolation(s)
                probe.file_scope.append(("open", f"class Probe{m}Subclass{probe.id}: "
                                                 f"{type_expr}"
                                                 f"{', @unchecked Sendable' if sendable else ''}"
                                                 " {}"))
        conformance_statements(graph, m, probe, s, type_expr)
        if kind == "enum":
            cases = enum_cases.get(path_of(s), [])
            raw = next((x for x in graph.all if path_of(x) == path_of(s) + ".rawValue"), None)
            if raw is not None:
                raw_type = property_parts(Context(graph, raw), raw)[0]
                probe.add("raw type", f"let _: KeyPath<{type_expr}, {raw_type}> = "
                                      f"\\{type_expr}.rawValue")
                probe.add("init(rawValue:)", f"let _: ({raw_type}) -> {type_expr}? = "
                                             f"{type_expr}.init(rawValue:)")
            if cases:
                probe.switch = (type_expr, cases)
        return

    if kind == "typealias":
        text = ctx.text(s["declarationFragments"])
        target = clean_type(text.split(" = ", 1)[1]) if " = " in text else None
        alias = f"{base}.{name}" if base else name
        if target is None or target.startswith("UIControlState"):
            # An alias of a type declared in the stand-ins' C modules: only the name is Apple's.
            probe.add("exists", f"_ = {alias}.self")
        else:
            probe.add("aliases " + target, f"let _: {target}.Type = {alias}.self")
        if alias == "UIControl.State":
            probe.add("raw type",
                      "let _: KeyPath<UIControl.State, UInt> = \\UIControl.State.rawValue")
            probe.add("conforms to OptionSet",
                      "do { func c<V: OptionSet>(_: V.Type) {}; c(UIControl.State.self) }")
        return

    if kind == "associatedtype":
        probe.add("exists", f"_ = U.{name}.self")
        text = ctx.text(s["declarationFragments"])
        m_ = re.match(r"associatedtype \w+ : ([\w.]+)", text)
        if m_:
            probe.add(f"conforms to {m_.group(1)}",
                      f"do {{ func c<V: {m_.group(1)}>(_: V.Type) {{}}; c(U.{name}.self) }}")
        return

    if kind == "enum.case":
        probe.add("case", f"let _: {base} = {base}.{name}")
        return

    if kind in ("property", "type.property"):
        t, settable, nonmutating, _ = property_parts(ctx, s)
        if optional:
            raise Unprobeable("an optional property requirement")
        if kind == "type.property":
            # Key paths cannot name static members of resilient modules, so a static property
            # is read into a variable of the type inferred without context, then passed inout
            # with the stand-in's type (an inout argument's type must match exactly).
            owner = "U" if ctx.generic else base
            probe.add("type", f"do {{ var v = {owner}.{name}; "
                              f"{m}Exact(&v, {clean_type(t, True)}.self) }}")
            if settable:
                probe.add("settable", f"{owner}.{name} = {owner}.{name}")
            return
        # A class's settable property, and a struct's with a nonmutating setter, give a
        # ReferenceWritableKeyPath.
        reference = ctx.parent_kind == "class" or nonmutating
        if settable:
            kp = "ReferenceWritableKeyPath" if reference else "WritableKeyPath"
        else:
            kp = "KeyPath"
        probe.add("key path (type, settability)", f"let _: {kp}<{base}, {t}> = \\{base}.{name}")
        return

    if kind in ("method", "type.method", "init", "func", "func.op", "subscript"):
        f = parse_function(ctx, s)
        types = [p for p, _ in f["params"]]
        result = f["result"]
        if kind == "init":
            result = (base + "?") if f["failable"] else base
        keywords = [x["spelling"] for x in s["declarationFragments"] if x["kind"] == "keyword"]
        mutating = "mutating" in keywords
        labels = f["labels"]
        some = result.startswith("some ")
        static = kind in ("type.method", "func.op")
        if kind == "func.op":
            op = s["names"]["title"].split("(")[0]
            probe.add("operator signature",
                      f"let _: {function_type(types, f['effects'], result)} = ({op})")
            return
        call_labels = "".join(f"{l}:" for l in labels)
        member = name.split("(")[0]
        ref_name = f"{member}({call_labels})" if labels else member
        if kind == "subscript":
            args = ", ".join(f"{m}Value() as {clean_type(t, True)}" for t in types)
            settable = "set" in keywords
            probe.params = f"_ x: inout {base}" if settable and not ctx.generic else f"_ x: {base}"
            if ctx.generic and settable:
                probe.params = "_ x: inout U"
            probe.add("subscript (type)", f"let v: {result} = x[{args}]")
            if settable:
                probe.add("subscript (settable)", f"x[{args}] = v")
            else:
                probe.add("use", "_ = v")
            return
        if kind == "init":
            target = f"{base}.init({call_labels})" if labels else f"{base}.init"
        elif kind == "func":
            target = ref_name
        elif static:
            target = f"{'U' if ctx.generic else base}.{ref_name}"
        else:
            target = f"x.{ref_name}"
            probe.params = f"_ x: {'inout ' if mutating else ''}{base}"
        if static and ctx.generic:
            probe.params = "_: U.Type"
        if mutating:
            args = ", ".join((f"{l}: " if l != "_" else "") + f"{m}Value() as "
                             f"{clean_type(t, True)}" for l, t in zip(labels, types))
            probe.add("call (mutating)", f"let _: {result} = x.{member}({args})")
            return
        if ctx.packs:
            # A parameter pack has another full name in an SDK with fixed-arity overloads
            # (`buildBlock(_:_:)`), so only a call can be the same in both.
            args = ", ".join(f"{m}Value() as {clean_type(t, True)}" for t in types)
            callee = f"{base}.{member}" if static else (member if kind == "func" else
                                                          f"x.{member}")
            probe.add("call (parameter pack)", f"let _: {result} = {callee}({args})")
            return
        if any(t.startswith("inout ") for t in types) and kind != "method":
            raise Unprobeable("an inout parameter outside a method")
        signature = function_type(types, f["effects"], result)
        if optional:
            probe.add("optional requirement signature", f"let _: ({signature})? = {target}")
            return
        if some:
            proto = result.removeprefix("some ").strip()
            opaque = function_type(types, f["effects"], "R")
            probe.add("signature", f"do {{ func check<R: {proto}>(_: {opaque}) {{}}; "
                                   f"check({target}) }}")
        else:
            probe.add("signature", f"let _: {signature} = {target}")
        # The exact check: the declaration's type inferred without a contextual type, then
        # compared invariantly (a contextual type lets optional results, subclasses and
        # attributes convert). Not for generic declarations (nothing to infer their parameters
        # from), nor for members of types outside the stand-ins (`Double.init(_:)` shares its
        # name with the standard library's overloads), nor for names the stand-in overloads.
        exactable = not some and len(types) <= MAX_ARITY and \
            not any("@autoclosure" in t or t.startswith("inout ") for t in types) and \
            not probe.unique_exempt and not ctx.packs and not ctx.own_generics() and \
            (ctx.parent is not None or len(s["pathComponents"]) == 1)
        if exactable:
            sig = ", ".join([clean_type(t, True) for t in types] + [result])
            probe.add("exact types", f"do {{ let s = {m}Sig{len(types)}({target}); "
                                     f"let _: {m}Signature{len(types)}<{sig}> = s }}")
        # A call passing every argument: it still compiles where the real declaration has
        # more (defaulted) parameters than the stand-in, where the references above do not.
        callee = {"init": f"{base}", "func": member}.get(kind) or \
            (f"{'U' if ctx.generic else base}.{member}" if static else f"x.{member}")
        attempt = "try? " if "throws" in f["effects"] else ""
        waiting = "await " if "async" in f["effects"] else ""
        if not any(t.startswith("inout ") for t in types) and not waiting:
            args = ", ".join((f"{l}: " if l != "_" else "") + argument(m, t)
                             for l, t in zip(labels, types))
            probe.add("call", f"{receive(result, bool(attempt))}{attempt}{callee}({args})")
        # The defaults: a call that leaves out every defaulted argument the stand-in has.
        if any(d for _, d in f["params"]) and probe.default_labels is not None:
            keep = probe.default_labels
            args = []
            for i, ((t, d), l) in enumerate(zip(f["params"], labels)):
                if d and i not in keep:
                    continue
                args.append((f"{l}: " if l != "_" else "") + argument(m, t))
            probe.add("default arguments",
                      f"{receive(result, bool(attempt))}{attempt}{callee}({', '.join(args)})")
        # Closure parameters the stand-in does not make `@Sendable`: a closure capturing a
        # non-Sendable object is accepted, which it is not (error, or a warning under
        # `@preconcurrency`) where the real parameter is `@Sendable`.
        closures = [i for i, t in enumerate(types) if closure_arity(t) is not None and
                    "@Sendable" not in t and "@MainActor" not in t and "@autoclosure" not in t]
        if closures and not waiting and not any(t.startswith("inout ") for t in types):
            args = []
            for i, (t, l) in enumerate(zip(types, labels)):
                value = capturing_closure(m, t) if i in closures else argument(m, t)
                args.append((f"{l}: " if l != "_" else "") + value)
            attempt = "" if f["rethrows"] else attempt
            probe.add("closures are not @Sendable",
                      f"do {{ let box = {m}Box(); "
                      f"{receive(result, bool(attempt))}{attempt}{callee}({', '.join(args)}) }}")
        return

    raise Unprobeable(f"kind {kind}")


def default_argument_choice(f, siblings):
    """Which defaulted parameters the defaults call still passes, so that no other stand-in
    overload of the same base name accepts it; None when no choice is unambiguous."""
    labels = f["labels"]
    defaults = [i for i, (_, d) in enumerate(f["params"]) if d]
    required = [i for i, (_, d) in enumerate(f["params"]) if not d]

    def accepted_by(other, call):
        o_labels, o_params = other["labels"], other["params"]
        j = 0
        for label in call:
            while j < len(o_labels) and o_labels[j] != label:
                if not o_params[j][1]:
                    return False
                j += 1
            if j == len(o_labels):
                return False
            j += 1
        return all(o_params[k][1] for k in range(j, len(o_labels)))

    for extra in range(len(defaults) + 1):
        keep = set(defaults[:extra])
        # An omitted argument cannot be followed by a passed one with the same label (Swift
        # matches arguments to parameters by label, left to right).
        for i in reversed(defaults):
            if i not in keep and any(labels[j] == labels[i] for j in required + list(keep)
                                     if j > i):
                keep.add(i)
        if len(keep) == len(defaults):
            return None
        call = [labels[i] for i in sorted(required + list(keep))]
        if not any(accepted_by(o, call) for o in siblings):
            return keep
    return None


def generate(graphs, uikit_header, cg_header, out):
    symbols, relationships = load(graphs)
    graph = Graph(symbols, relationships)
    decls = graph.declarations()
    by_path = defaultdict(list)
    for s in decls:
        by_path[path_of(s)].append(s)
    enum_cases = defaultdict(list)
    for s in decls:
        if kind_of(s) == "enum.case":
            enum_cases[".".join(s["pathComponents"][:-1])].append(s)
    manifest = {"declarations": [], "files": {}}
    per_module = defaultdict(list)
    for n, s in enumerate(decls):
        path = path_of(s)
        module = s["module"]
        entry = {"id": n, "module": module, "kind": kind_of(s), "path": path}
        probe = Probe(n, s, path)
        probe.switch = None
        same_path = by_path[path]
        probe.unique_exempt = len(same_path) > 1
        probe.default_labels = set()
        try:
            if kind_of(s) in ("method", "type.method", "init", "func", "subscript"):
                ctx = Context(graph, s)
                if ctx.parent_kind == "protocol" and (s["identifier"]["precise"] in
                                                      graph.requirement):
                    ctx.generic = True
                f = parse_function(ctx, s)
                base_name = path.split("(")[0]
                siblings = []
                for o in decls:
                    if o is s or path_of(o).split("(")[0] != base_name or \
                            kind_of(o) != kind_of(s):
                        continue
                    try:
                        siblings.append(parse_function(Context(graph, o), o))
                    except Unprobeable:
                        pass
                probe.default_labels = default_argument_choice(f, siblings)
                if probe.default_labels is None:
                    entry["note"] = "defaults not probed: every call leaving them out is " \
                        "ambiguous among the stand-in's overloads"
            generate_decl(graph, module, probe, s, enum_cases)
        except Unprobeable as e:
            entry["unprobeable"] = str(e)
        intro, unavailable, deprecated = availability(Context(graph, s).ancestors + [s])
        entry["introduced"] = list(intro) if intro else None
        entry["unavailable"] = unavailable
        manifest["declarations"].append(entry)
        per_module[module].append((entry, probe, intro, unavailable, deprecated))

    # The C declarations of the stand-ins (their Swift names): struct fields, UIControl.State.
    extra = []
    for header, module in ((cg_header, "CoreGraphics"), (uikit_header, "UIKit")):
        text = open(header).read()
        for struct, body in re.findall(r"struct (\w+) \{([^}]*)\};", text):
            fields = re.findall(r"(\w+) (\w+);", body)
            for t, field in fields:
                extra.append((module, "property", f"{struct}.{field}",
                              [("key path (type, settability)",
                                f"let _: WritableKeyPath<{struct}, {t}> = \\{struct}.{field}")]))
            labels = "".join(f"{f}:" for _, f in fields)
            extra.append((module, "init", f"{struct}.init({labels})", [
                ("signature", f"let _: ({', '.join(t for t, _ in fields)}) -> {struct} = "
                              f"{struct}.init({labels})")]))
            extra.append((module, "init", f"{struct}.init()", [
                ("signature", f"let _: () -> {struct} = {struct}.init")]))
            extra.append((module, "struct", struct, [
                ("conforms to Sendable", f"do {{ func c<V: Sendable>(_: V.Type) {{}}; "
                                         f"c({struct}.self) }}")]))
        for case in re.findall(r"^\s*UIControlState(\w+)", text, re.M):
            swift = case[0].lower() + case[1:]
            extra.append((module, "enum.case", f"UIControl.State.{swift}", [
                ("case", f"let _: UIControl.State = .{swift}")]))
    extra = [(module, kind, path, statements, {}) for module, kind, path, statements in extra]
    extra += UNDERSCORED
    for module, kind, path, statements, options in extra:
        n = len(manifest["declarations"])
        intro = options.get("introduced")
        entry = {"id": n, "module": module, "kind": kind, "path": path,
                 "introduced": list(intro) if intro else None, "unavailable": False,
                 "by_hand": True}
        probe = Probe(n, None, path)
        probe.switch = None
        probe.params = options.get("params", "")
        probe.generic_clause = options.get("generic", "")
        for tag, src in statements:
            probe.add(tag, src.replace("{m}", module))
        manifest["declarations"].append(entry)
        per_module[module].append((entry, probe, intro, False, None))

    os.makedirs(out, exist_ok=True)
    for module in MODULES:
        write_file(out, module, per_module.get(module, []), manifest)
    json.dump(manifest, open(os.path.join(out, "manifest.json"), "w"), indent=1)
    probed = sum(1 for d in manifest["declarations"] if "unprobeable" not in d)
    print(f"probe-standins: {len(manifest['declarations'])} declarations, {probed} probed")


def availability_attribute(intro, unavailable, deprecated):
    attrs = []
    if unavailable:
        attrs.append("@available(iOS, unavailable)")
    elif intro and intro > (13, 0):
        attrs.append(f"@available(iOS {intro[0]}.{intro[1]}, *)")
    if deprecated and not unavailable:
        attrs.append(f"@available(iOS, deprecated: {deprecated[0]}.{deprecated[1]})")
    return attrs


def write_file(out, module, probes, manifest):
    name = f"Probe{module}.swift"
    lines = [f"// Generated by scripts/probe-standins.sh: every {module} stand-in declaration,",
             "// used with the stand-in's signature. Compiled against the stand-ins and the",
             "// real SDK.",
             f"import {module}", ""]
    lines += (helpers(module) + PRELUDES.get(module, "")).splitlines()
    prelude_end = len(lines)
    line_map = {}

    def emit(text, decl_id, tag):
        lines.append(text)
        line_map[len(lines)] = [decl_id, tag]
        tags = manifest["declarations"][decl_id].setdefault("tags", [])
        if tag not in tags:
            tags.append(tag)

    for entry, probe, intro, unavailable, deprecated in probes:
        if "unprobeable" in entry:
            continue
        attrs = availability_attribute(intro, unavailable, deprecated)
        lines.append("")
        lines.append(f"// {entry['kind']} {entry['path']}")
        for tag, decl in probe.file_scope:
            for a in attrs:
                emit(a, entry["id"], tag)
            emit(decl, entry["id"], tag)
        if probe.statements:
            for a in attrs:
                emit(a, entry["id"], "availability")
            iso = "@MainActor " if probe.isolation else "nonisolated "
            if probe.generic_clause and not probe.params:
                probe.params = "_: U.Type"
            emit(f"{iso}func probe{entry['id']}{probe.generic_clause}({probe.params}) {{",
                 entry["id"], "declaration")
            for tag, src in probe.statements:
                emit(f"  {src}", entry["id"], tag)
            emit("}", entry["id"], "declaration")
        if probe.switch:
            type_expr, cases = probe.switch
            available = [c for c in cases
                         if not availability([c])[1] or unavailable]
            if available:
                # Deprecated cases are named without a warning inside a deprecated function.
                emit("@available(iOS, deprecated, message: \"probe\")", entry["id"],
                     "every case (exhaustive switch)")
                for a in attrs:
                    if "deprecated" not in a:
                        emit(a, entry["id"], "every case (exhaustive switch)")
                emit(f"nonisolated func probe{entry['id']}Cases(_ x: {type_expr}) {{",
                     entry["id"], "every case (exhaustive switch)")
                names = ", ".join("." + c["pathComponents"][-1] for c in available)
                emit(f"  switch x {{ case {names}: break; @unknown default: break }}",
                     entry["id"], "every case (exhaustive switch)")
                emit("}", entry["id"], "every case (exhaustive switch)")
    open(os.path.join(out, name), "w").write("\n".join(lines) + "\n")
    manifest["files"][name] = {"prelude_end": prelude_end,
                               "lines": {str(k): v for k, v in line_map.items()}}


# MARK: - Judging


DIAGNOSTIC = re.compile(
    r"^(?:.*/)?(Probe\w+\.swift):(\d+):\d+: (error|warning): (.*?)(?: \[#\w+\])?$")
ANY_DIAGNOSTIC = re.compile(r"^(.*?):(\d+):\d+: (error|warning): (.*?)(?: \[#\w+\])?$")
ABSENT = re.compile(r"cannot find (type )?'[^']+' in scope|has no member|is not a member type of|"
                    r"no type named|module '\w+' has no member")


def diagnostics(log, manifest):
    """{declaration id: [(tag, severity, message)]} and the diagnostics outside any probe."""
    found, stray = defaultdict(list), []
    for line in open(log, errors="replace"):
        line = line.rstrip("\n")
        m = DIAGNOSTIC.match(line)
        if m:
            name, number, severity, message = m.groups()
            where = manifest["files"].get(name, {}).get("lines", {}).get(number)
            if where:
                decl, tag = where
                item = (tag, severity, message)
                if item not in found[decl]:
                    found[decl].append(item)
                continue
        if ANY_DIAGNOSTIC.match(line) or line.startswith("error: "):
            # A consequence of Sendable errors in the probes, reported at an import.
            if "add '@preconcurrency' to treat 'Sendable'-related errors" in line:
                continue
            stray.append(line)
    return found, stray


def read_exceptions(path):
    out = []
    for line in open(path):
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        pattern, message, why = line.split("|", 2)
        out.append({"path": pattern, "message": message, "why": why, "used": 0})
    return out


def explained(exceptions, path, message):
    for e in exceptions:
        if any(fnmatch(path, p) for p in e["path"].split()) and \
                (e["message"] == "*" or e["message"] in message):
            e["used"] += 1
            return e
    return None


CONFIRMED, CALLABLE, EXPLAINED, NEWER, UNPROBEABLE, MISMATCH = (
    "confirmed", "callable", "explained", "newer", "not probeable", "mismatch")


def classify(decl, problems, exceptions):
    """(status, details) of one declaration from the diagnostics of its probe."""
    if "unprobeable" in decl:
        return UNPROBEABLE, [decl["unprobeable"]]
    if not problems:
        return CONFIRMED, []
    why, rest = [], []
    for tag, severity, message in problems:
        e = explained(exceptions, decl["path"], message)
        if e:
            why.append(f"{tag}: {message} ({e['why']})")
        else:
            rest.append((tag, severity, message))
    if not rest:
        return EXPLAINED, why
    details = [f"{tag}: {severity}: {message}" for tag, severity, message in rest]
    by_tag = defaultdict(list)
    for tag, _, message in rest:
        by_tag[tag].append(message)
    # A statement fails for absence when one of its errors says a name is missing; the other
    # errors of that statement follow from it ("generic parameter could not be inferred").
    absent = {tag for tag, messages in by_tag.items() if any(ABSENT.search(m) for m in messages)}
    if absent == set(by_tag):
        introduced = tuple(decl["introduced"]) if decl.get("introduced") else None
        if "call" in decl.get("tags", []) and "call" not in by_tag and \
                set(by_tag) <= {"signature", "exact types"}:
            # The references name the stand-in's full name; the real declaration has other
            # (defaulted) parameters, and a call with every argument still compiles.
            return CALLABLE, details + why
        if introduced and introduced >= (17, 0):
            return NEWER, details + why
        return MISMATCH, [f"absent from this SDK, though the stand-in says iOS "
                          f"{'.'.join(map(str, introduced)) if introduced else '13 or earlier'}"]\
            + details + why
    if set(by_tag) == {"exact types"} and \
            all("ambiguous" in m for messages in by_tag.values() for m in messages):
        return CONFIRMED, ["exact check not applicable: the name is overloaded in this SDK"] + why
    return MISMATCH, details + why


def judge(out, standin_log, real_log, exceptions_path, doc_path, sdk_version, write_docs):
    manifest = json.load(open(os.path.join(out, "manifest.json")))
    decls = manifest["declarations"]
    failed = False
    own, stray = diagnostics(standin_log, manifest)
    # Warnings the stand-ins give themselves (a deprecated setter, a conformance available
    # from iOS 16) are what the probe expects from the real SDK too; errors are generator bugs.
    expected = {(decl, tag, message) for decl, items in own.items()
                for tag, severity, message in items if severity == "warning"}
    own = {decl: [i for i in items if i[1] != "warning"] for decl, items in own.items()}
    own = {decl: items for decl, items in own.items() if items}
    if own or stray:
        print("probe-standins: the probe does not compile against the stand-ins themselves (a "
              "generator error; fix scripts/probe-standins.py):")
        for decl, items in sorted(own.items()):
            for tag, severity, message in items:
                print(f"  {decls[decl]['path']}: {tag}: {severity}: {message}")
        for line in stray[:20]:
            print("  " + line)
        return 1
    found, stray = diagnostics(real_log, manifest)
    real = {(decl, tag, message) for decl, items in found.items() for tag, _, message in items}
    for decl in list(found):
        found[decl] = [i for i in found[decl] if (decl, i[0], i[2]) not in expected]
    for decl, tag, message in sorted(expected - real):
        found[decl].append((tag, "warning (stand-in only)", message))
    if stray:
        print("probe-standins: diagnostics outside the probes (the SDK, or the probe's prelude):")
        for line in stray[:20]:
            print("  " + line)
        failed = True
    exceptions = read_exceptions(exceptions_path)
    results = {}
    for decl in decls:
        results[decl["id"]] = classify(decl, found.get(decl["id"], []), exceptions)
    counts = defaultdict(int)
    report = []
    for decl in decls:
        status, details = results[decl["id"]]
        label = cell_label(status, details)
        counts[label] += 1
        if status == CONFIRMED and not details:
            continue
        report.append(f"{label}: {decl['module']} {decl['kind']} {decl['path']}")
        report += [f"    {d}" for d in details]
        if status == MISMATCH:
            failed = True
            print(f"probe-standins: MISMATCH: {decl['module']} {decl['kind']} {decl['path']}")
            for d in details:
                print(f"    {d}")
    report_path = os.path.join(os.path.dirname(out.rstrip("/")), "report.txt")
    open(report_path, "w").write("\n".join(report) + "\n")
    for e in exceptions:
        if not e["used"]:
            print(f"probe-standins: note: exception not used: {e['path']}|{e['message']}")
    summary = ", ".join(f"{counts[k]} {k}" for k in CELL_ORDER)
    print(f"probe-standins: {len(decls)} stand-in declarations against the iOS {sdk_version} "
          f"SDK: {summary} (each one not confirmed, and why, in {os.path.relpath(report_path)})")
    json.dump({str(k): v for k, v in results.items()}, open(os.path.join(out, "results.json"), "w"),
              indent=1)
    if docs_column(doc_path, decls, results, sdk_version, write_docs):
        failed = True
    return 1 if failed else 0


# MARK: - docs/apple-symbols.md


SUMMARY_BEGIN = "<!-- probe-standins.sh: summary -->"
SUMMARY_END = "<!-- probe-standins.sh: end -->"
CELL_ORDER = ["confirmed", "callable", "SDK age", "kept", "newer", "not probeable", "mismatch"]


def cell_label(status, details):
    if status == EXPLAINED:
        return "kept" if all("(kept" in d for d in details) else "SDK age"
    return status


def covers(cell, path):
    if f"`{path}`" in cell:
        return True
    parts = path.split(".")
    prefixes = [".".join(parts[:i]) for i in range(1, len(parts)) if "(" not in ".".join(parts[:i])]
    return any(f"`{prefix}.*`" in cell for prefix in prefixes)


def docs_column(doc_path, decls, results, sdk_version, write):
    """Checks (or writes) the real-SDK column of docs/apple-symbols.md and its summary; returns
    the number of differences."""
    header = f"iOS {sdk_version} SDK"
    lines = open(doc_path).read().split("\n")
    out, differences, covered = [], [], set()
    recorded = None
    in_table = False
    for line in lines:
        if line.startswith("| Declaration | Checked against | Result |"):
            in_table = True
            cells = [c.strip() for c in line.strip("|").split("|")]
            if len(cells) > 3:
                recorded = cells[3]
            out.append("| Declaration | Checked against | Result | " + header + " |")
            continue
        if in_table and line.startswith("| --- |"):
            out.append("| --- | --- | --- | --- |")
            continue
        if in_table and line.startswith("| "):
            cells = split_row(line)
            counts = defaultdict(int)
            for d in decls:
                if covers(cells[0], d["path"]):
                    status, details = results[d["id"]]
                    counts[cell_label(status, details)] += 1
                    covered.add(d["id"])
            value = ", ".join(f"{counts[k]} {k}" for k in CELL_ORDER if counts[k]) or "—"
            if len(cells) > 3 and cells[3] != value:
                differences.append(f"{cells[0][:60]}: says {cells[3]!r}, the probe {value!r}")
            elif len(cells) <= 3:
                differences.append(f"{cells[0][:60]}: no {header} cell")
            out.append("| " + " | ".join(cells[:3] + [value]) + " |")
            continue
        in_table = False
        out.append(line)
    text = "\n".join(out)
    counts = defaultdict(int)
    for d in decls:
        status, details = results[d["id"]]
        counts[cell_label(status, details)] += 1
    uncovered = [d["path"] for d in decls if d["id"] not in covered]
    sentence = (f"Against the iOS {sdk_version} SDK, `scripts/probe-standins.sh` probed "
                f"{len(decls)} declarations: " +
                ", ".join(f"{counts[k]} {k}" for k in CELL_ORDER) + ".")
    summary = f"{SUMMARY_BEGIN}\n" + textwrap.fill(sentence, 100) + f"\n{SUMMARY_END}"
    if SUMMARY_BEGIN in text:
        before, rest = text.split(SUMMARY_BEGIN, 1)
        old = SUMMARY_BEGIN + rest.split(SUMMARY_END, 1)[0] + SUMMARY_END
        if old != summary:
            differences.append("the summary differs")
        text = before + summary + rest.split(SUMMARY_END, 1)[1]
    else:
        differences.append("no summary")
    if recorded is not None and recorded != header:
        print(f"probe-standins: docs/apple-symbols.md records the {recorded}; this is the "
              f"{header}: its column is not compared")
        return 0
    for path in uncovered:
        print(f"probe-standins: note: {path} is in no row's first cell of {doc_path}")
    if write:
        open(doc_path, "w").write(text)
        print(f"probe-standins: wrote the {header} column of {doc_path}")
        return 0
    for d in differences[:20]:
        print(f"probe-standins: docs/apple-symbols.md: {d}")
    if differences:
        print(f"probe-standins: docs/apple-symbols.md's {header} column is out of date "
              f"({len(differences)} rows); run scripts/probe-standins.sh --write-docs")
    return len(differences)


def split_row(line):
    """The cells of a table row (a `|` inside backquotes does not split)."""
    cells, current, code = [], "", False
    for c in line.strip()[1:-1]:
        if c == "`":
            code = not code
        if c == "|" and not code:
            cells.append(current.strip())
            current = ""
        else:
            current += c
    cells.append(current.strip())
    return cells


if __name__ == "__main__":
    command = sys.argv[1]
    if command == "generate":
        generate(*sys.argv[2:6])
    elif command == "judge":
        sys.exit(judge(*sys.argv[2:8], write_docs="--write-docs" in sys.argv[8:]))
    else:
        sys.exit(f"unknown command {command}")
