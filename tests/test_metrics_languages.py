"""Cyclomatic complexity of JavaScript, TypeScript, TSX, Go, Rust, Java and Elixir: the McCabe rules
in grammars/<lang>/complexity.json (docs/complexity.md has the table), checked against
numbers counted by hand, plus the general rule mechanisms they use and the CLI over a
directory holding every language."""

from __future__ import annotations

import json
import os
import textwrap
from pathlib import Path

import pytest

from semmerge.cli import main
from semmerge.metrics import iter_source_files
from semmerge.metrics import measure_source as measure
from semmerge.metrics.rules import RulesError, load_rules, parse_rules, rules_path
from semmerge.parse.spec import available_languages

# Each case: language, code, and {qualified name: (kind, cyclomatic)} counted by hand; the
# comments give the count. Every unit the file has must be listed (nothing extra reported).
CASES: dict[str, tuple[str, str, dict[str, tuple[str, int]]]] = {
    "js_branches": ("javascript", """
        function f(a, b = c ? 1 : 2) {
          if (a && b) { return 1; } else if (a || b) { return 2; } else { return a ?? b; }
        }
        const g = (xs) => {
          for (const x of xs) { for (k in x) {} }
          for (let i = 0; i < 3; i++) {}
          while (xs) { do {} while (xs); }
          xs.map((x) => x ? 1 : 2);
          return xs;
        };
        function h(v) {
          switch (v) { case 1: case 2: break; case 3: return; default: }
          try { v(); } catch (e) { v ||= 1; } finally {}
          function inner() { return v && v; }
          return inner;
        }
    """, {
        # if, &&, else if, ||, ?? (the default value's ternary counts nowhere)
        "f": ("function", 6),
        # for-of, for-in, for, while, do-while, the ternary of the anonymous callback
        "g": ("function", 7),
        # three case labels (not default), catch, ||=; inner is scored on its own
        "h": ("function", 6),
        "h.inner": ("function", 2),
    }),
    "js_classes_objects": ("javascript", """
        class A {
          handle = () => { if (this.x) {} };
          m() { return this.a ? 1 : 2; }
          static s() {}
        }
        const o = { p: function () { return 1 && 2; }, q() {} };
        const C = class { m() {} };
        export default function () { if (x) {} }
        const n = 1;
    """, {
        "A.handle": ("method", 2),
        "A.m": ("method", 2),
        "A.s": ("method", 1),
        # radon's class rule: real 1 + (2 + 2 + 1) = 6 over 3 methods: int(6 / 3) + 1
        "A": ("class", 3),
        "p": ("function", 2),
        "q": ("function", 1),
        "C": ("class", 2),  # one method: real 1 + 1
        "C.m": ("method", 1),
        # the anonymous default export is module code, as a lambda is
    }),
    "typescript": ("typescript", """
        namespace N {
          export function f(a?: number): number { return a ? 1 : 2; }
        }
        abstract class B<T> {
          private handle = (e: T): boolean => e !== null && e !== undefined;
          private y: number = 2;
          abstract m(): void;
          constructor(private readonly z: number) { if (z) {} }
          get v(): number { return this.z ?? 0; }
        }
        type K<X> = X extends string ? 1 : 2;
        function over(a: string): string;
        function over(a: any): any { for (const k in a) {} return a || null; }
    """, {
        "N.f": ("function", 2),
        "B.handle": ("method", 2),
        "B.constructor": ("method", 2),
        "B.v": ("method", 2),
        "B": ("class", 3),  # real 1 + 6 = 7 over 3 methods: int(7 / 3) + 1
        "over": ("function", 3),  # for-in, ||; the signature without a body is no unit
    }),
    "tsx": ("tsx", """
        export const List = ({ items }: { items: string[] }) => (
          <ul>{items.length > 0 && items.map((i) => <li key={i}>{i ? i : "-"}</li>)}</ul>
        );
        function Item(props: P): JSX.Element {
          if (!props.x) { return <b />; }
          return <i>{props.y ?? "none"}</i>;
        }
    """, {
        "List": ("function", 3),  # && and the ternary in the callback
        "Item": ("function", 3),  # if, ??
    }),
    "lua": ("lua", """
        local M = {}

        -- A count of the words.
        function M.count(words, stop)
            local n = 0
            for _, word in ipairs(words) do
                if word ~= "" and not stop[word] or word == "*" then
                    n = n + 1
                elseif word == "--" then
                    break
                end
            end
            while n > 100 do n = n - 1 end
            repeat n = n + 1 until n > 0
            return n
        end

        M.each = function(list, f)
            for i = 1, #list do f(list[i]) end
            return setmetatable({}, { __call = function(_, x) return x and 1 or 0 end })
        end

        local function id(x) return x end
    """, {
        "M.count": ("function", 8),  # for, if, and, or, elseif, while, repeat
        "M.each": ("function", 2),  # for; the table field's function is a unit of its own
        "M.each.__call": ("function", 3),  # and, or
        "id": ("function", 1),
    }),
    "fortran": ("fortran", """
        module sort_mod
          implicit none
        contains
          subroutine classify(x, n, kind)
            real, intent(in) :: x(:)
            integer, intent(in) :: n
            integer, intent(out) :: kind
            integer :: i
            select case (n)
            case (1, 2)
              kind = 1
            case default
              kind = 0
            end select
            do i = 1, n
              if (x(i) > 0.0 .and. x(i) < 1.0 .or. x(i) > 9.0) kind = kind + 1
            end do
            if (kind == 0) then
              kind = -1
            else if (kind > 5) then
              kind = 5
            end if
          end subroutine classify

          pure function first(x) result(y)
            real, intent(in) :: x(:)
            real :: y
            y = x(1)
          end function first
        end module sort_mod
    """, {
        # 1 + case (1, 2), do, if, .and., .or., block if, else if ('case default' none)
        "sort_mod.classify": ("method", 8),
        "sort_mod.first": ("method", 1),
        "sort_mod": ("class", 6),  # 1 + (8 + 1) = 10 over 2 procedures: int(10 / 2) + 1
    }),
    "systemverilog": ("systemverilog", """
        module m;
          function automatic int f(int a, int b);
            if (a > 1 && b < 2) return 1;
            else if (a == 0 || b == 0) return 2;
            for (int i = 0; i < a; i++) begin end
            case (a)
              1, 2: return 3;
              3: return 4;
              default: return 0;
            endcase
            return a > b ? a : b;
          endfunction
          task t;
            while (1) begin end
          endtask
        endmodule
    """, {
        # 1 + if, &&, else if (one conditional_statement, two 'if' tokens), ||, for,
        # case labels 1, 2 and 3 ('default' none), ?:
        "f": ("function", 10),
        "t": ("function", 2),  # while
    }),
    "go": ("go", """
        package p

        // Push adds v.
        func (s *Stack[T]) Push(v T) {
            if len(s.items) > 0 && v != nil || s.force {
                s.items = append(s.items, v)
            } else if s.closed {
                return
            }
        }

        func classify(x interface{}, c chan int) int {
            switch y := x.(type) {
            case int, int64:
                return 1
            case string:
                _ = y
            default:
            }
            switch {
            case c == nil:
            }
            select {
            case v := <-c:
                _ = v
            default:
            }
            for i := range 3 {
                _ = i
            }
            f := func() bool { return x != nil && c != nil }
            for {
                if f() {
                    break
                }
            }
            return 0
        }

        func asm(x int) int

        func (Plain) Name() string { return "p" }
    """, {
        # if, &&, ||, else if
        "Stack.Push": ("method", 5),
        # type cases 2, expression case 1, select case 1 (defaults 0), for range, the
        # func literal's &&, bare for, if
        "classify": ("function", 9),
        "Plain.Name": ("method", 1),
        # asm has no body: no unit
    }),
    "rust": ("rust", """
        impl<T: fmt::Debug> fmt::Display for Stack<T> {
            fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
                if let Some(x) = self.top() && self.len > 1 {
                    write!(f, "{:?}", x)?;
                } else if self.len == 0 || self.closed {
                    return Ok(());
                }
                Ok(())
            }
        }

        impl Stack<i32> {
            pub fn kind(&self, v: Option<i32>) -> u8 {
                let Some(n) = v else { return 0 };
                match n {
                    0 | 1 => 1,
                    m if m > 10 => 2,
                    _ => 3,
                }
            }
        }

        trait Shape {
            fn area(&self) -> f64 { 1.0 }
            fn sig(&self);
        }

        fn walk(xs: &[i32]) -> i32 {
            let mut t = 0;
            for x in xs { t += x; }
            while let Some(y) = it() { t += y; }
            loop { if t > 3 { break; } }
            let c = |v: i32| if v > 0 { v } else { -v };
            match xs.first() { Some(v) => *v, None => c(t) }
        }

        mod tests {
            fn t() { let _x = match 1 { y => y }; }
        }
    """, {
        # if let, the let chain's &&, else if, || (the ? operator adds nothing)
        "Stack.fmt": ("method", 5),
        # let-else, 3 arms less the catch-all '_' (the guarded arm is no catch-all)
        "Stack.kind": ("method", 4),
        "Shape.area": ("method", 1),
        # for, while let, loop, if, the closure's if, 2 arms ('None' is a variant)
        "walk": ("function", 8),
        "tests.t": ("function", 1),  # one arm, and it binds everything
    }),
    "java": ("java", """
        public class A {
            private int z;

            A(int z) { this.z = z > 0 ? z : 0; }

            int m(List<Integer> xs, int x) {
                switch (x) {
                    case 1, 2 -> { }
                    default -> { }
                }
                switch (x) {
                    case 3:
                    case 4:
                        break;
                    default:
                }
                for (int i : xs) { }
                for (int i = 0; i < 3 && x > 0; i++) { }
                while (x > 0) { do { x--; } while (x > 5 || z < 0); }
                try { x++; } catch (IllegalStateException | IllegalArgumentException e) {
                } catch (RuntimeException e) { } finally { }
                Runnable r = () -> { if (z > 0) { } };
                if (x == 1) { return 1; } else if (x == 2) { return 2; }
                return 0;
            }

            abstract static class Inner {
                abstract void n();
                void k() { }
            }

            enum E { X; int e() { return this == X ? 1 : 0; } }
            interface I { default int d(boolean b) { return b ? 1 : 2; } void s(); }
        }
    """, {
        "A.A": ("method", 2),  # ternary
        # case labels: 'case 1, 2' 1, 'case 3' and 'case 4' 2; enhanced for, for, &&,
        # while, do, ||, two catch clauses, the lambda's if, if, else if
        "A.m": ("method", 15),
        "A": ("class", 10),  # real 1 + 2 + 15 = 18 over 2 methods: int(18 / 2) + 1
        "A.Inner": ("class", 2),  # the abstract method is no unit: real 1 + 1
        "A.Inner.k": ("method", 1),
        "A.E": ("class", 3),
        "A.E.e": ("method", 2),
        "A.I": ("class", 3),
        "A.I.d": ("method", 2),
    }),
    "swift": ("swift", """
        struct Parser {
            var strict: Bool

            init(strict: Bool) { self.strict = strict ? true : false }

            func parse(_ lines: [String], limit: Int) throws -> Int {
                guard !lines.isEmpty && limit > 0 else { return 0 }
                var n = 0
                for line in lines where !line.isEmpty {
                    switch line.first {
                    case "#", "/": continue
                    case "-": n -= 1
                    default: n += 1
                    }
                }
                while n > limit { n -= 1 }
                repeat { n += 1 } while n < 0 || strict
                do { try check(n) } catch ParseError.empty { } catch { throw error }
                let f = { (x: Int) -> Int in if x > 0 { return x }; return 0 }
                if n == 1 { return f(n) } else if n == 2 { return 2 }
                return n ?? 0
            }
        }

        protocol Checker { func check(_ n: Int) throws }

        extension Array: Checker where Element == String {
            func check(_ n: Int) throws { if n < count { throw ParseError.empty } }
        }
    """, {
        "Parser.init": ("method", 1),  # SwiftLint counts no ternary
        # guard, for, three switch cases (default included), while, repeat-while, two
        # catch clauses, the closure's if, if, else if; no && || ?? where
        "Parser.parse": ("method", 13),
        "Parser": ("class", 8),  # real 1 + 1 + 13 = 15 over 2 methods: int(15 / 2) + 1
        "Checker": ("class", 1),  # the requirement has no body: no unit
        "Array": ("class", 3),  # an extension is named by the type it extends
        "Array.check": ("method", 2),
    }),
    "elixir": ("elixir", """
        defmodule M do
          @moduledoc false
          def a(x), do: x

          def b(x) when x > 0 and x < 10 do
            if x > 5 || x == 1, do: :big, else: :small
          end

          defp c(x) do
            case x do
              1 -> :one
              2 -> :two
              _ -> :many
            end
          end

          def d(xs) do
            Enum.map(xs, fn
              0 -> :zero
              _ -> :other
            end)
            with {:ok, y} <- fetch(xs) do
              y
            else
              _ -> nil
            end
          end
        end
    """, {
        "M.a": ("function", 1),
        "M.b": ("function", 3),  # if, || (the guard is the head: not counted)
        "M.c": ("function", 4),  # three clauses of the case
        "M.d": ("function", 2),  # with (the clauses of fn and of with's else: none)
        "M": ("class", 3),  # real 1 + (1 + 3 + 4 + 2) = 11 over 4 functions: int(11 / 4) + 1
    }),
    "solidity": ("solidity", """
        contract Vault {
            modifier onlyOwner() { require(msg.sender == owner || paused, "x"); _; }

            constructor(uint a) { if (a > 0) { total = a; } }

            function f(uint a) external returns (uint b) {
                for (uint i = 0; i < a; i++) { if (i > 2 && a < 9) { continue; } }
                while (a > 0) { a--; }
                do { a++; } while (a < 2);
                b = a > 1 ? 1 : 2;
                try this.g() returns (uint v) { b = v; }
                catch Error(string memory) { b = 0; }
                catch { b = 1; }
                assembly { if b { b := 2 } switch b case 1 { } case 2 { } default { } }
            }

            function g() external virtual returns (uint);

            receive() external payable {}
        }
    """, {
        "Vault.onlyOwner": ("method", 2),  # ||
        "Vault.constructor": ("method", 2),  # if
        # 1 + for, if, &&, while, do, ternary, 2 catches, Yul if, 2 cases
        "Vault.f": ("method", 12),
        "Vault.fallback/receive": ("method", 1),
        "Vault": ("class", 5),  # real 1 + (2 + 2 + 12 + 1) = 18 over 4 functions: int(18 / 4) + 1
    }),
    "dart": ("dart", """
        int f(int x, List<int> xs) {
          if (x > 0 && x < 10 || x == 20) {
            return 1;
          } else if (x < 0) {
            return 2;
          }
          for (var i = 0; i < 3; i++) {}
          for (final y in xs) {}
          while (x > 0) { x--; }
          do { x++; } while (x < 5);
          switch (x) { case 1: break; case 2: break; default: break; }
          final z = x > 1 ? 2 : (xs.isEmpty ? 0 : null) ?? 3;
          try { f(1, xs); } on FormatException catch (e) {} catch (e) {}
          return z;
        }

        class Cart {
          Cart(this.items) { if (items.isEmpty) throw ArgumentError(); }
          final List<int> items;
          void clear();
          int get total => items.isEmpty ? 0 : items.reduce((a, b) => a + b);
          set first(int v) { if (v > 0) items[0] = v; }
        }
    """, {
        # if, &&, ||, else if, for, for-in, while, do, 2 cases, 2 ternaries, ??, 2 catches
        "f": ("function", 16),
        "Cart.Cart": ("method", 2),  # if; the abstract 'clear' is no unit
        "Cart.total": ("method", 2),  # ternary
        "Cart.first": ("method", 2),  # if
        "Cart": ("class", 3),  # real 1 + (2 + 2 + 2) = 7 over 3 methods: int(7 / 3) + 1
    }),
}


def units(language: str, code: str) -> dict[str, tuple[str, int]]:
    metrics = measure(textwrap.dedent(code), language)
    assert metrics.error is None, metrics.error
    return {u.name: (u.kind, u.cyclomatic) for u in metrics.units}


@pytest.mark.parametrize("case", sorted(CASES))
def test_cyclomatic_counted_by_hand(case: str) -> None:
    language, code, expected = CASES[case]
    assert units(language, code) == expected


def test_module_counts_every_decision() -> None:
    # A module is 1 + every decision point in the file, nested definitions included.
    language, code, expected = CASES["go"]
    module = measure(textwrap.dedent(code), language).module
    assert module is not None
    assert module.cyclomatic == 1 + sum(cc - 1 for _, cc in expected.values())


def test_lines_of_go_method_skip_its_comment() -> None:
    metrics = measure(textwrap.dedent(CASES["go"][1]), "go")
    push = metrics.find("Stack.Push")
    assert push is not None and (push.line, push.first_line) == (5, 5)


def test_every_grammar_has_complexity_rules() -> None:
    for language in available_languages():
        assert os.path.isfile(rules_path(language)), language
        load_rules(language)  # well-formed


def test_tsx_extends_typescript_extends_javascript() -> None:
    tsx, ts, js = load_rules("tsx"), load_rules("typescript"), load_rules("javascript")
    assert tsx.decisions == ts.decisions == js.decisions
    assert set(js.definitions) < set(ts.definitions) == set(tsx.definitions)
    assert "abstract_class_declaration" in tsx.definitions and "internal_module" in tsx.scopes


def test_rule_mechanisms_are_data() -> None:
    with open(rules_path("javascript"), encoding="utf-8") as handle:
        raw = json.load(handle)
    code = "const f = (a, b) => a && b;\n"
    assert units("javascript", code) == {"f": ("function", 2)}
    # Counting only '||' leaves 'a && b' at nothing, without touching the engine.
    for rule in raw["decisions"]:
        if rule["node"] == "binary_expression":
            rule["count_tokens"] = ["||"]
    # Without the wrapper, the arrow function has no name, hence no unit: module code.
    raw["wrappers"] = [w for w in raw["wrappers"] if w["node"] != "variable_declarator"]
    metrics = measure(code, "javascript", rules=parse_rules(json.dumps(raw), "javascript"))
    assert metrics.units == [] and metrics.module is not None
    assert metrics.module.cyclomatic == 1


def test_malformed_rules_are_reported() -> None:
    with pytest.raises(RulesError, match="requires may hold only"):
        parse_rules('{"definitions": [{"node": "f", "kind": "function", "body_field": "b",'
                    ' "requires": ["text"]}]}', "x")
    with pytest.raises(RulesError, match="extends 'nolang'"):
        parse_rules('{"extends": "nolang", "definitions": []}', "x", "x.json")
    with pytest.raises(RulesError, match="one of body_field and body_sibling"):
        parse_rules('{"definitions": [{"node": "f", "kind": "function"}]}', "x")


SAMPLES = {
    "web/app.js": "function app(a) { return a ? 1 : 2; }\n",
    "web/lib.mjs": "export const lib = (a) => a ?? 0;\n",
    "web/types.ts": "export function typed(a: number): number { return a || 1; }\n",
    "web/view.tsx": "export function View() { return <div>{ok && 1}</div>; }\n",
    "svc/main.go": "package main\n\nfunc main() {\n\tif true {\n\t}\n}\n",
    "core/lib.rs": "fn run(x: u8) -> u8 { if x > 1 { 1 } else { 0 } }\n",
    "core/Main.java": "class Main { int run(int x) { return x > 1 ? 1 : 0; } }\n",
    "tool/cli.py": "def cli(a):\n    return a or 1\n",
    "web/node_modules/dep/index.js": "function skipped() {}\n",
}


@pytest.fixture
def polyglot(tmp_path: Path) -> Path:
    for name, code in SAMPLES.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(code)
    (tmp_path / "web" / "notes.txt").write_text("not code\n")
    return tmp_path


def test_directories_are_walked_for_every_language(polyglot: Path) -> None:
    found = {os.path.relpath(p, polyglot) for p in iter_source_files([str(polyglot)])}
    assert found == {name for name in SAMPLES if "node_modules" not in name}


def test_cli_reports_rows_of_every_language(polyglot: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["complexity", str(polyglot), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["errors"] == []
    rows = {(os.path.relpath(r["path"], polyglot), r["name"]): (r["kind"], r["cyclomatic"])
            for r in out["rows"]}
    assert rows == {
        ("web/app.js", "app"): ("function", 2),
        ("web/lib.mjs", "lib"): ("function", 2),
        ("web/types.ts", "typed"): ("function", 2),
        ("web/view.tsx", "View"): ("function", 2),
        ("svc/main.go", "main"): ("function", 2),
        ("core/lib.rs", "run"): ("function", 2),
        ("core/Main.java", "Main"): ("class", 3),
        ("core/Main.java", "Main.run"): ("method", 2),
        ("tool/cli.py", "cli"): ("function", 2),
    }
