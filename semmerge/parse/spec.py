"""Language specs: ``grammars/<lang>/spec.json`` -> :class:`LanguageSpec`.

In: the JSON file of one language (JSON rather than TOML because ``tomllib`` imports
``typing`` and ``datetime``, which would double the merge driver's start-up; any object
may carry a ``comment`` string, which is ignored). Out: a typed description that the generic engine
reads (which node types are declarations, where their names are, which lists are
unordered). Nothing here knows any particular language.

Fields of ``language`` beyond its name, extensions, grammar, root node and comment node
types (each check is named here and implemented once in the engine, for any language
to name):

``filenames``       glob patterns (``*`` and ``?`` only) of the file names of the language
                    where its extension is too broad to name it (pip's
                    ``requirements*.txt``): matched against a path's base name, or, for a
                    pattern with ``/`` (``requirements/*.txt``), against as many of the
                    path's last parts. Checked only when the extension gives no language;
                    ``semmerge install`` writes them as attribute patterns (one with ``/``
                    as ``**/requirements/*.txt``).
``validator``       a second, stricter parser run on a merged result (``python-compiler``,
                    ``toml``: Python's ``tomllib``, which rejects a table declared twice).
``semantic_check``  the names a clean merge leaves undefined (``python-names``), or, for
                    any grammar whose identifier node types end in ``identifier``, the
                    names one side removed everywhere that the other side's new code
                    uses (``removed-names``), or only those among the file's own
                    definitions (``removed-definitions``: PHP, whose builtins are
                    called as the file's functions are).
``name_types``      node types that are names to ``removed-names`` besides those ending in
                    ``identifier`` (Elixir's module names, ``alias`` nodes: a side
                    removing ``alias MyApp.User`` and every ``User.`` takes ``User`` away).
``predeclared``     names the language provides in every file (Go's ``len``, Java's
                    ``String``, JavaScript's ``console``): no side can remove them.
``hooks``           a regular expression matching the names the language or its common
                    frameworks call by convention (Python's ``__init__``, a test's
                    ``setUp``, Java's ``toString``, Rust's ``fmt``): a file defining one
                    does not own it, so one side deleting every definition of it while
                    the other side's new code defines or calls it is no semantic
                    conflict.
``formatting_check`` how to tell that a side changed only the layout of a symbol, so that
                    the other side's deletion or change of it wins where they clash:
                    ``tokens`` (same tokens, white space aside: for languages where it
                    carries no meaning), ``tokens-any-quote`` (also ``'x'`` = ``"x"``),
                    ``javascript-tokens`` (as ``tokens-any-quote``, where the line
                    breaks automatic semicolons read, after ``return`` and before
                    ``++``, stay),
                    ``python-ast`` (same tokens and the same Python syntax tree),
                    ``tokens-and-tree`` (same tokens and the same tree-sitter tree: for
                    languages where indentation may carry meaning, as Scala 3's
                    braceless blocks). Without one, a change of layout clashes like any
                    other change.
``layout_sensitive`` indentation says which block a line belongs to and where an
                    expression goes on (Haskell's layout): inside one symbol, changes
                    of the two sides that only touch (a ``then`` line one side changed
                    and the ``else`` line below it the other side changed are one
                    expression), and a line both sides changed that one of them
                    re-indented (moved into another block), are a conflict as git
                    reports them, never applied both. Changes to one line's words,
                    its indentation kept, still merge.
``additions_once``  a line of three words or more both sides add is one addition: a clean
                    merge, by lines or by symbols, that holds it more often than either
                    side does placed it twice (a changelog entry or a section each side
                    added under another heading) and is not taken (by lines: a
                    ``duplicate`` conflict over the file). For prose, where no line
                    repeats by chance; code repeats lines (``}``, ``return``) legitimately.
``clauses_once``    ``{"once": [...], "chain": [...]}``: line starts (after indentation) of
                    clauses that one chain of clauses may not hold twice alike (``elif
                    x:``, ``except E:``, ``case 1:``): a second is never reached. A
                    chain is the run of lines at one indentation that start with a
                    ``once`` or ``chain`` prefix (``else``, ``finally``, ``default``),
                    with only deeper or blank lines between. A clean merge holding one
                    such clause twice in a chain where no version does (each side added
                    it at another place) is a ``duplicate`` conflict.
``merge_around_errors`` (default true) a syntax error base has too, inside a member, is
                    merged around (that member by lines, the rest by symbols) instead
                    of the whole file by lines: right where the grammar's errors in
                    committed code are its own gaps (C++ templates and macros, newer
                    Swift). False where they are mostly code of an older language
                    version (Python 2 under a Python 3 grammar), whose merges the
                    corpus shows no better merged around.
``spanning_delimiters`` ``[[open, close], ...]``: what opens and closes a string or comment
                    that may run over several lines (Python's triple quotes, C's ``/*``
                    and ``*/``). A side whose change leaves one open or closed changes
                    how lines far from it read, so a clean line merge is parsed then
                    even where the two sides' changes are far apart.
``string_delimiters`` ``[[open, close], ...]``: strings of shapes the generic tokenizer
                    does not know (it knows quotes, with up to two letters of prefix,
                    and backquotes): Lua's long brackets ``[[...]]``, C++'s raw strings.
                    A line both sides changed word by word, and the ``tokens`` checks,
                    read each such string as one token, as they do quoted strings.
``line_key_pattern`` a regular expression matching the start of a line that begins a
                    keyed list item, its first group that matched the item's key, where
                    items do not begin ``key=`` or ``key:`` (the default's shapes):
                    SystemVerilog's named connection ``.clk_i (clk)``. A clean line
                    merge whose two sides each added a line beginning with one key is
                    parsed, and where one keyed list (a ``[[commutative]]`` type with an
                    ``identity``) then holds that key twice, once from each side, it is
                    not taken (a port connected twice). Default: the built-in pattern.
``leading``         ``[{"node": type, "holds": [types]}, ...]``: statements that must stay
                    first in their scope, in this order (a docstring, a ``"use strict"``
                    directive, then Python's future imports; Rust's inner attributes): a
                    node of the type, and with ``holds``, only one whose only named
                    child has one of those types. Where one side begins a scope with a
                    new one, those of the scope's start move ahead of what the other
                    side inserted there.
``members_path``    a path (as below) from the root to the node whose named children are
                    the file's members, where the grammar nests them (YAML's
                    ``document/block_node/block_mapping``); only for a file of one such
                    root child (one YAML document), else the root's children are.
``top_member_types`` node types: the file is split into members only when each of its
                    top-level members (comments aside) is of one of them; else the
                    whole file is one block merged by lines. For an HTML template,
                    whose top-level text (``{% block %}``, ``{% endblock %}``) is
                    structure the grammar does not see: elements between such text
                    must not be keyed, moved or merged apart from it. Default: any.
``inline_types``    node types that only group statements (tree-sitter-haskell's
                    ``imports`` and ``declarations`` under the root): wherever one
                    stands among members, its named children are members in its stead,
                    so the imports and declarations of a file are keyed side by side.
``macro_names``     a regular expression of names that may be macros the grammar cannot
                    read (C++'s ``class SPDLOG_API logger``): where a file does not
                    parse, such names on the rows of its syntax error are read as
                    blanks and the file parsed again (the text is unchanged).
``macro_contexts``  regular expressions of where such a name is a macro even in a file
                    that parses (``class {name} Logger``, which C++'s grammar reads as
                    a function named Logger): ``{name}`` stands for the name.
``blank_patterns``  regular expressions of text the grammar is given as blanks (line
                    breaks kept; where a pattern has groups, only their text), where
                    the language's own syntax is split across preprocessor blocks: C's
                    ``#ifdef __cplusplus`` / ``extern "C" {`` / ``#endif`` and, further
                    down, its closing ``}`` (one pattern, the two as groups: neither is
                    blanked without the other). The text is unchanged: the lines travel
                    in the lead of the member below them.
``child_order``     sequences of node types in the order their parent requires them
                    (Java's ``superclass``, ``super_interfaces``, ``permits``): where
                    both sides changed one line of a symbol and each added a child of
                    its own in one gap (``extends Base`` and ``implements Runnable``),
                    they take this order; without one naming both, the line conflicts.
``retry_as``        the language to merge a file as when one of its versions does not
                    parse in this one (a C ``.h`` file that is a C++ header).
``ordered_kinds``   member kinds (``stmt``: statements no declaration keys) whose order
                    matters among the members of a keyed container (a shell script's
                    commands, run top to bottom): where both sides insert members at one
                    place, different ones, and one of them is of such a kind, neither
                    order is right, and the file is merged by lines (as git would: a
                    conflict there). Members of other kinds (functions) both sides add at
                    one place still merge, and so do imports and ``sorted`` members where
                    every one inserted there is such and the three versions agree on a
                    sort order of their runs (CMake's sorted source lists). A side
                    that moved a member of such a kind past others is merged by lines
                    too: the move changed what runs before it. So is one that took
                    such a member out and put something in its place (new members in
                    its gap, or the member above it changed: a Make append whose first
                    word changed, a conditional wrapped around it) where the other side
                    changed or deleted it: by keys that is a deletion and an addition,
                    which would lose the other side's change or undo its deletion.
``inner_merge``     how a member both sides changed is merged by lines when its changes
                    overlap as git sees them: ``"words"`` (default) applies both sides'
                    changes that only touch (no base line in common) and merges a line
                    both sides changed word by word where their changes are apart
                    (:mod:`semmerge.merge.words`); ``"lines"`` still applies changes
                    that only touch, but a line both sides changed is a conflict (Make,
                    where a line's words are mostly one value: a site one side moved
                    and the other side rewrote for a new version made a URL neither
                    wrote); ``"git"`` keeps every conflict git's line merge reports
                    (prose, where the words of a sentence make one meaning: Markdown's
                    paragraphs).
``names_ignore_case`` the language's names know no case (Fortran: ``FOO`` and ``foo`` are one
                    name). Keys are lower-cased by each declaration's ``name_lowercase``;
                    this field makes the test that lets a clean line merge skip its parse
                    (:func:`~semmerge.merge.checks.may_break`) compare the words of the two
                    sides' added lines without case, so that ``subroutine Init`` added on
                    one side and ``subroutine INIT`` on the other far apart are parsed and
                    counted as one name bound twice; and the ``removed-names`` check
                    counts a name as removed from a side only when no line of that
                    side has it in any case. Default false.
``section_types``   member node types that open a section of a container, changing
                    what the members below them are (C++'s ``public:`` and
                    ``private:``): a member both sides added, each under another
                    section, is in neither side's place, so the file is merged by
                    lines (a conflict where git has one); where both sides insert at
                    one place and only one side's run opens a section, the other
                    side's members come first, under the section base has there
                    (Ruby's bare ``private``: ``identifier``). Default none.
``rebinds_alike``   assigning a name again with the same statement changes nothing
                    (Python: a module or class re-running one assignment): the check for
                    names a clean merge binds twice counts one assignment's text once,
                    so the same assignment added by each side at two places is no
                    duplicate, and two different values are. Definitions and imports
                    (containers) still count each time. Default false (a C or
                    JavaScript redefinition is an error however alike).
``distinct_values`` ``{"members": [node types], "header": regex}``: members of these types in
                    one container (with ``header``, only a container whose header
                    matches it: a Python class deriving from ``Enum``) must have distinct
                    values, the literal after their ``=`` (an enum's discriminants). A
                    clean merge in which two members of one container share a value more
                    often than any version has (each side added the next free value
                    under another name) is not taken: by lines, a ``duplicate``
                    conflict over the file. With ``"implicit_next": true`` (C, Rust,
                    Swift) a member that is its name alone takes the value after the
                    member above it (0 when first): ``A = 1, B`` gives ``B`` 2. Default
                    none.
``distinct_lines``  a regular expression matched at the start of each line; what it
                    matches (white space and quotes folded) is a registration that
                    must not come twice in a file: a route (``@app.get("/health")``,
                    ``router.post('/login'``), a handler (``mux.HandleFunc("/x"``). A
                    clean merge holding one more often in one scope (told by
                    indentation) than any version, where each side added it (two new
                    handlers of one route under other names), is not taken: a
                    ``duplicate`` conflict. Where the pattern names groups, the key is
                    their texts joined, not the whole match (Python's argparse lines:
                    the parser and the long option, so ``"-l", "--limit"`` and
                    ``"--limit"`` register one key). A string, or ``{"pattern": ...,
                    "comment": ...}``. Default none.
``attribute_prefix`` what an instance attribute is written with (Python's ``self.``,
                    Ruby's ``@``): an attribute one side stopped setting everywhere (a
                    rename) that the other side's added lines read is a semantic
                    finding of the merge (:mod:`semmerge.merge.attributes`). Default
                    none.
``member_access``   the tokens after which a name is a member of what stands before it,
                    not a name of the file (default ``["."]``; Rust's ``::`` too:
                    ``File::open``, ``fs::read``; C's ``->``): the ``removed-names``
                    check never counts such a name as one a side removed, so a side
                    that stopped calling ``Vec::new`` removed nothing the other side's
                    new ``Vec::new()`` needs. A name the file imports that way
                    (``use std::io::BufRead``) is still its own.
``max_line_length`` the longest line the language accepts (Fortran's free form: 132
                    characters): a clean structured result with a longer line that no
                    version has (one line's words, or a one-line list's items, merged
                    from both sides) is not taken; the line merge is. Default none.
``replaced_kinds``  member kinds, besides ``ordered_kinds``, whose member one side replaced
                    in place while the other changed or deleted it is merged by lines,
                    as for those (Make's assignments, keyed by name and operator: ``CC =
                    gcc`` made ``CC := gcc`` on one side and deleted on the other).
                    Default none: elsewhere a new member in the gap is an addition.
``attached_types``  node types that belong to the statement below them though the
                    grammar makes them its siblings (Rust's ``#[derive(...)]``); with
                    ``attach_comments``, the comments directly above travel too.
``attach_comments`` comments directly above a container's first member (no blank line
                    between) lead into that member, as they do into any other, rather
                    than ending the container's header: they stay with the member when
                    a side deletes the member above it or inserts one. ``true``: in every
                    container; ``"members"``: only in the bodies of declarations whose
                    members are unordered (Python's classes), not at a file's head (an
                    encoding line, a licence) nor in blocks of statements (a ``# type:``
                    comment that must follow its ``def``). Default false. Above a
                    file's first import, they are the file's header in any case (a
                    licence, which stays when the import goes: no comment documents
                    an import).
``trailing_comments`` comments on the rows right below a member (no blank line between)
                    travel with it, not with the member below, when a blank line or
                    the end of the container follows them: OCaml's doc comment after
                    the item it documents (``val f : t`` then ``(** doc *)``). A run
                    of comments with the next member right below leads into that
                    member, as with ``attach_comments``; with ``"always"``, it too
                    travels with the member above (OCaml interfaces, documented
                    after each item, often without blank lines between items).
``terminators``     anonymous tokens that end the member above them when they stand
                    alone on the row right below it (OCaml's ``;;`` after each
                    top-level ``let``, as ocamlformat writes it): the row is that
                    member's, so it moves and is deleted with it instead of leading
                    into the member below.
``continuation_types`` node types that end the statement above them though the grammar
                    makes them its siblings (Dart's ``function_body`` after a
                    ``function_signature`` or ``method_signature``): part of that
                    statement's lines but not of its statements, so the member is keyed
                    by the declaration above (the function's name) rather than read as
                    a plain statement of two nodes. Its statements are members only
                    through a declaration's ``body_in_continuation``; else the member
                    is a leaf, merged by lines.
``attached_when``   ``[{"node": type, "when_path": path, "when_text": [texts]}, ...]``:
                    node types attached as ``attached_types`` are, but only when the
                    text at the path (as a declaration's ``when_path``) is one of the
                    texts: Elixir's ``@doc`` and ``@spec`` travel with the function below
                    them, while a module attribute ``@timeout 5_000`` (the same node
                    type) is a member of its own.
``attached_unordered`` the attached nodes of one statement are a set, like Python's
                    decorators: where both sides changed them, each side's additions
                    and removals are applied (see ``[[commutative]]``).
``attached_identity`` with ``attached_unordered``: a path (or paths) from an attached
                    node to what identifies it, as a commutative ``identity``
                    (Rust's attribute path, ``attribute/*``: ``derive``, ``serde``):
                    one side deleting ``#[ignore = "flaky"]`` while the other reworded
                    it is a conflict, not the reworded one kept as a new item.
``regions``         ``[{"node": type, "open": [tokens], "close": [tokens], "branch":
                    [tokens]}, ...]``: conditional compilation the grammar leaves flat
                    (Swift's ``#if``, ``#else`` and ``#endif`` are siblings of the
                    statements between them): the members from a node of this type
                    whose first token (for a node without children, the first word of
                    its text: tree-sitter-haskell's ``cpp``) is an ``open`` one to the
                    matching ``close`` one
                    (nested regions counted) are one statement, keyed by its first
                    line, that binds the names its declarations bind (each once: its
                    branches may each define one), merged by lines as git merges them
                    (changes that only touch conflict: a line next to an ``#else`` is
                    under its condition). With
                    ``branch``, only a region with such a node at its own level (an
                    ``#else``) is; the members of one without stay members, and its
                    directives plain statements between them.  With ``guard`` (node types), a
                    region whose opener is followed at once by a member of such a
                    type defining the name the opener tests (``ifndef X`` then
                    ``define X``: an include guard) keeps its members, and its
                    directives are plain statements between them; every other region
                    is one statement (SystemVerilog's `` `ifndef X_SVH `` `` `define
                    X_SVH ``).

Fields of ``[[declaration]]``:

``node``            tree-sitter node type of the statement.
``kind``            key prefix (``def``, ``class``, ``import`` ...).
``name_field``      field whose text is the name; ``name_literal`` a fixed name;
                    ``name_from_text`` uses the whole statement text (whitespace folded).
``child_type``      only when the statement's first named child has this type; the
                    name field is then read from that child.
``body_field``      field holding the members: the declaration is a container.
``ordered``         its members form an ordered statement list (a function body, a
                    block): merged as a sequence, where concurrent insertions at one
                    place conflict, instead of by key.
``binds_name``      the declaration defines its name in the scope (functions, classes):
                    ``true``, or the namespaces it binds it in, where the language
                    has several: ``["", "type"]`` binds ``Foo`` and ``type Foo``.
                    ``""`` is the namespace of values (every ``true`` binding);
                    a TypeScript type alias binds only ``type Foo``, so
                    ``const Status`` beside ``type Status`` is no duplicate while
                    ``type Foo`` beside ``interface Foo`` is.
``name_from_first_line``  a plain statement keyed by node type and first line, but
                    still a container (``if``/``for``/``with`` blocks).
``body_type``       the body is the first named child of this type (no field names it).
``clause_types``    child node types that follow the body as further members
                    (``elif``, ``else``, ``except``, ``finally`` clauses), each merged
                    as one statement of the ordered list.
``wrapped_field``   a wrapper (decorators, C++'s ``template <...>``): kind and name
                    come from the node at this path (a field, or a child's type:
                    ``function_definition|class_specifier``).
``decorator_type``  child node type of the wrapper's decorators.
``import``          an import statement (unordered, may be sorted as a block).
``list_field``      repeated field whose nodes are unordered items (``from x import a, b``).
``binding_field``   repeated field of imported names, for duplicate detection.

Paths (``name_field``, ``body_field``, ``name_parts``, ``list_path``) walk the syntax
tree: steps separated by ``/``, alternatives by ``|`` (the first that resolves wins). A
step is a field name or, failing that, the type of a named child (``name``); with ``+``
every such child (``formal_parameter+``; ``*+`` every named child); ``**type`` the first
named descendant of that type; ``.`` the node itself; ``*`` the first named child;
``*-`` the last named child; ``'=>'`` (quoted) an anonymous child with that text. A step
may end in a filter, ``step[path=text]``: only the nodes of the step at which ``path``
leads to a node whose text (white space folded) is ``text`` (XML's
``element[STag/Name=groupId]``, the child element named ``groupId``;
``Attribute[Name=Include]``, one attribute of a tag); ``step[path]``, with no text, only
those at which ``path`` leads to a node at all (Rust's ``.[list]/path``: the path of a
nested ``a::{b, c}``, of nothing else); ``step[:type]``, only the nodes of the step of
that node type (Ruby's ``left[:constant]``: an assignment to a constant).

``name_parts``      several paths whose texts fill ``name_format`` (``{0}.{1}``): Go
                    methods keyed by receiver type and name, Java methods by name and
                    parameter types. Several nodes of one path join with ``,``; white
                    space beside commas, brackets, ``*`` and ``&`` is dropped (``Map<K, V>``
                    is ``Map<K,V>``). A path may end in ``!`` and node types, fields or
                    tokens, comma-separated, cut out of each node's text: C++'s
                    ``parameters/*+!identifier,=,default_value`` keys a parameter by its
                    text without its name and default value (``const char*``).
``name_from_header`` the text from the statement's start to its body (``impl<T> Display
                    for S<T>``), whitespace folded.
``name_lowercase``  the key (and the name bound) holds the name lower-cased (pip's
                    project names: ``Django`` is ``django``); the member's name stays as
                    written, so that a rename is still found in its text. The names of
                    ``binding_paths`` are bound lower-cased too.
``name_replace``    ``[regex, replacement]`` applied to the name in the key (after
                    ``name_lowercase``): ``["[-_.]+", "-"]`` makes ``zope.interface`` and
                    ``zope_interface`` one key, as pip normalizes project names (PEP 503).
``name_prefix_tokens`` anonymous tokens before the name that belong to the key
                    (``get``/``set`` of a JavaScript accessor).
``body_types``      the body must be of one of these node types, else the declaration
                    is a leaf (``const x = {...}`` is a container, ``const x = f()`` not).
``separator``       the members are separated by this token (``,``): members that two
                    sides appended get the separator between them.
``separated_types`` only members of these node types take the ``separator``, and the
``terminator``      last of them the ``terminator`` where a version has it: Java's enum
                    constants, ``A, B;`` before the enum's fields and methods. Each
                    side appending a constant merges to ``A, B, C, D;``.
``when_path``       the entry applies only when the text at this path (from the node, or
``when_text``       from its ``child_type`` child) is one of ``when_text``, or without
                    ``when_text``, when the path leads to a node (a destructuring's
                    ``object_pattern``): several entries for one node type, tried in
                    order.
``group_path``      a path to a name: consecutive members whose declarations have a
                    ``group_path`` leading to one text form one member, keyed as the
                    last of them and merged by lines (a Haskell function: its type
                    signature and its clauses, ``f :: Int -> Int``, ``f 0 = 1``, ``f n
                    = n``, travel and conflict together).
``body_in_continuation`` the ``body_field`` path starts at the node that ends the
                    declaration (the language's ``continuation_types``: Dart's
                    ``function_body``, a sibling of the signature), not at the declaration:
                    a Dart function's ``block`` is its statement list. Without such a
                    node (``=> expr;``, an abstract method) the declaration is a leaf.
``when_token``      the entry applies only when the node has this anonymous token among
                    its children (the ``static`` of Java's ``import static``).
``sorted``          a run of such members (without blank lines between them) that every
                    version has sorted by name stays sorted, as a run of imports does
                    (the keys of a JSON object: ``dependencies`` as npm writes them);
                    under the orders of ``imports.sort_orders``.
``item_binding``    what each list item (an import spec) binds, for duplicate detection:
                    ``[item path (a single import, or every import of a statement
                    without ``list_path``: Java's), alias path, module path, path
                    separator, regex of segments to skip]``: the alias, else the last
                    segment of the module path not matching the regex (Go: ``v2``).
``binding_paths``   paths to the further names an import binds outside its list (the
                    default and namespace imports of ``import a, * as ns from "m"``):
                    with ``item_binding``, the statement's bindings are complete; for
                    other declarations, the names it binds besides its key (those of
                    ``const { a, b } = props``).
``sort_field``      an import's sort name is this node's text, unquoted (the module path
                    of ``import x from 'path'``), for keeping sorted blocks sorted.
``inline_types``    body children whose own members are members of the body (Java's
                    ``enum_body_declarations`` after the constants).
``member_types``    only the body's named children of these types are members; the others
                    belong to the header (a TOML table's name: ``[project]`` then its
                    pairs).
``members_with``    a path (as below): the body is a container only when each of its members
                    (comments aside) leads to a node by it; else the declaration is a leaf,
                    merged by lines (a Lua table whose fields are all named, ``{ a = 1 }``,
                    against one with positional fields, ``{ "a", "b" }``, whose order is
                    their index).
``members_after_first_row`` the body's members that start on the declaration's first
                    row belong to its header (CMake's ``set(SOURCES`` then one value per
                    row: the variable is no member); without members on later rows the
                    declaration is a leaf, merged by lines.
``headless``        the container has no header of its own: its first member may start on
                    its first row (a Markdown list, which is nothing but its items). By
                    default such a container is merged as text ("class A: pass").
``repeatable``      the name legitimately repeats (overload signatures): the key carries
                    the first line, and it is never reported as a duplicate.
``list_path``       like ``list_field, a path to the node whose named children (of
                    ``list_types``, default all) are the unordered items; with
                    ``name_from_text`` the list is cut out of the key.

Fields of ``imports`` (how a language's import statements are kept in order):

``sort_orders``     orders tried in turn to decide whether a run of imports (or of
                    ``sorted`` members) is sorted (a sorted run stays sorted): each a
                    list of ``name`` (module names compared without case), ``text``
                    (compared with their case, ASCII order: Scala's), ``bazel-label``
                    (as buildifier sorts a list of labels: plain strings, ``:x``, ``//x``,
                    ``@x``, each by its parts cut at ``.`` and ``:``), ``kind``
                    (the declaration's kind ranked by ``kind_order``) and ``-kind``
                    (that rank reversed: Java's static imports first or last).
``kind_order``      declaration kinds in the order a formatter groups them.
``item_sort_orders`` orders tried for the names of one import (``type``, ``text``,
                    ``casefold``).
``sorted_evidence`` a run of this many imports sorted in base stays sorted although a side
                    put a new import out of place.
``layout_brackets`` the brackets that may wrap an import's names without changing what it
                    imports (default ``()``; Rust ``(){}``: ``use a::{C};`` is ``use
                    a::C;``, while TypeScript's ``import {a}`` is not ``import a``): an
                    import one side adds that the other side's changed import already
                    holds is kept once.

Entries of ``[[commutative]]``, node types whose children are an unordered list, merged
as a set where both sides changed one line of a symbol (:mod:`semmerge.merge.syntax`):

``node``            the node type (``super_interfaces``'s ``type_list``, ``dictionary``), or
                    a list of types that share the entry.
``item_types``      only children of these types are items (``keyword_argument`` in an
                    argument list, ``decorator`` before a definition); they must form one
                    run, and the other children must match in all three versions.
                    Default: every named child.
``item_with``       a path (as above): only children at which it leads to a node are items
                    (a Lua table's named fields, ``a = 1``, not its positional ones, whose
                    order is their index).
``items_after``     children of these types (named or tokens) end the part of the node
                    whose children are fixed: only children after the first of them are
                    items, and a version without one is no set at all (Python's
                    parameters after ``*``, keyword-only, are a set; those before it are
                    passed by position).
``keywords``        anonymous word tokens are items too (Java's ``public``, ``static``).
``identity``        a path (as above) from an item to what identifies it: two items with
                    the same identity (a dictionary key) never both survive a merge. A
                    list of paths: the texts of those that lead somewhere, together (a
                    decorator's callee and the string its call names).
``identity_pattern`` a regular expression searched in the identity's text: its first
                    group (or the whole match) is the identity; an item it does not
                    match is its own. ``identity_lowercase`` lower-cases it and
                    ``identity_replace`` (``[regex, replacement]``) rewrites it after:
                    a pyproject.toml requirement ``"Rich>=12.6"`` is the project
                    ``rich``, so one side re-pinning it while the other removes it
                    conflicts, as does one project both sides added.
``repeats_alike``   an identity may repeat with the same value (a dictionary's key given
                    twice alike holds one entry): a merge that adds one item alike at two
                    places is left alone. Default false: any repeat is an error (a
                    keyword argument, a struct field) and a merge that makes one is not
                    clean.
``separator``       what separates two items when no version has two (default ``, ``;
                    `` `` for modifiers): on lines of their own, its line break and
                    indentation follow the item's. Its token (``,``) is the only
                    unnamed node allowed between two items: a list with another one
                    (``serde::Serialize`` in a token tree) is not merged as a set.
``nested``          the node nests itself once per further item (TypeScript's ``A | B | C``
                    parses as ``(A | B) | C``): the items of every level are one list.
``parent``          the node is a set only under a parent of this type (Rust's
                    ``token_tree`` under an ``attribute``; elsewhere a token tree is a
                    macro's ordered input) ...
``parent_names``    ... whose first child has one of these texts (``derive``); empty: any.
``via``             node types that may stand between the node and its ``parent``
                    (Python's ``as_pattern`` in ``except (A, B) as e``).
``single``          a lone item where the list stands stands for a one-item list: when
                    both sides turned ``except A`` into a tuple, the base's ``A`` is
                    the list they extended. The item must be a named node of another
                    type, under the same parent (if the spec names one).
``bare``            the base may lack the node, its one other child standing alone: when
                    both sides put decorators on a definition base has without any,
                    base's definition is the node with no items, and both sides'
                    decorators merge as they do where base had one.
``also_separated_by`` tokens besides the separator's that may stand between two items
                    (TypeScript's object type: ``{ a: A; b: B }`` or ``{ a: A, b: B }``).
``item_runs``       an item is the run of children between two separators around a child
                    of the ``item_types``: that child, what follows it up to the next
                    separator (a default value, ``= 3``; type arguments, ``<int>``; but
                    not a closing token that ends the node) and what leads it of the
                    ``run_leads`` (types or token texts: Dart's ``required``, an
                    annotation), for grammars that leave an item's parts flat beside it
                    (Dart's ``{required this.title, this.size = 3}``). The identity
                    path starts at the child of the ``item_types``. Default false.
``run_leads``       see ``item_runs``.
``joined_by``       tokens that join the items on either side into one (``::`` in a
                    derive's ``serde::Serialize``: a path is one item).
``sorted_only``     the node is a set only where every version lists its items sorted
                    (by their text, or by it case aside), none twice, each side two or
                    more (fewer are sorted by chance): a list whose
                    order is otherwise meaning (a command line, a search path) is a set
                    when the project keeps it sorted (``install_requires``), and the
                    merged items stay sorted; elsewhere it is merged as any node.
``keyed_only``      with ``item_with``: the node is a set only where, in every version,
                    every child of the ``item_types`` is an item (a PHP array all of
                    whose elements have keys); an array that also holds positional
                    elements keeps its order and is merged as any node.
``single_row``      the node is a set only where it stands on one row in every version
                    (a JSON object written inline, ``{ "node": ">=18" }``); over several
                    rows, its entries are members of a container, merged by key.
``exclusive``       groups of items of which a declaration may hold one at most
                    (``[["abstract", "final"], ["public", "private"]]``): a merged set
                    with two of one group, where no version has them, is each side
                    adding its own, which the compiler rejects together, and is not
                    merged as a set. Default none.
``ordered_insertions`` the items' order means something though the list is merged as
                    a set (Python's decorators: each wraps the ones below it): items
                    each side inserts at a place of its own keep their places, but
                    where both sides insert items at one place (after the same item, or
                    both at the start), the merge declines, as git conflicts there:
                    ``@login_required`` from one side and a second ``@route`` from the
                    other, both under the first route, may not go in either order.
``canonical_order`` the order the language's style puts items in (Java's modifiers:
                    ``public`` ... ``static`` ... ``final``), each entry an item's text
                    or a prefix ending in ``*`` (``@*``: any annotation). Where every
                    item of all three versions matches an entry and each version is in
                    that order, the merged items are put in it too: ``private final``
                    and ``private static`` merge to ``private static final``, not in
                    the order the sides wrote them. Default: none (the merge's order).
"""

from __future__ import annotations

import os
import re
import sys

SPEC_FILE = "spec.json"


class SpecError(ValueError):
    """A grammar spec file is missing or malformed, or its grammar is not installed."""


class _Record:
    """Keyword-initialised record with defaults (dataclasses cost too much start-up)."""

    __slots__: tuple[str, ...] = ()
    _defaults: dict[str, object] = {}

    def __init__(self, **values: object) -> None:
        unknown = sorted(set(values) - set(self._defaults))
        if unknown:
            raise SpecError(f"unknown field(s) {unknown} in {type(self).__name__}")
        for name, default in self._defaults.items():
            setattr(self, name, values.get(name, default))

    def __repr__(self) -> str:
        inner = ", ".join(f"{n}={getattr(self, n)!r}" for n in self._defaults)
        return f"{type(self).__name__}({inner})"


class DeclarationSpec(_Record):
    _defaults = {
        "node": "", "kind": "", "name_field": None, "name_literal": None,
        "name_from_text": False, "child_type": None, "body_field": None, "ordered": False,
        "binds_name": False, "name_from_first_line": False, "body_type": None,
        "clause_types": (),
        "wrapped_field": None, "decorator_type": None, "is_import": False,
        "list_field": None, "binding_field": None, "name_parts": (), "name_format": "",
        "name_from_header": False, "name_prefix_tokens": (), "body_types": (),
        "separator": None, "list_path": None, "list_types": (), "repeatable": False,
        "inline_types": (), "sort_field": None, "when_path": None, "when_text": (),
        "when_token": None, "sorted": False, "member_types": (), "item_binding": (),
        "binding_paths": (), "members_with": None, "group_path": None,
        "body_in_continuation": False, "name_lowercase": False, "name_replace": (),
        "members_after_first_row": False,
        "headless": False, "separated_types": (), "terminator": None,
    }
    __slots__ = tuple(_defaults)
    node: str
    kind: str
    name_field: str | None
    name_literal: str | None
    name_from_text: bool
    child_type: str | None
    body_field: str | None
    ordered: bool
    binds_name: bool | tuple[str, ...]
    name_from_first_line: bool
    body_type: str | None
    clause_types: tuple[str, ...]
    wrapped_field: str | None
    decorator_type: str | None
    is_import: bool
    list_field: str | None
    binding_field: str | None
    name_parts: tuple[str, ...]
    name_format: str
    name_from_header: bool
    name_prefix_tokens: tuple[str, ...]
    body_types: tuple[str, ...]
    separator: str | None
    list_path: str | None
    list_types: tuple[str, ...]
    repeatable: bool
    inline_types: tuple[str, ...]
    sort_field: str | None
    when_path: str | None
    when_text: tuple[str, ...]
    when_token: str | None
    sorted: bool
    member_types: tuple[str, ...]
    item_binding: tuple[str, ...]
    binding_paths: tuple[str, ...]
    top_member_types: tuple[str, ...]
    group_path: str | None
    body_in_continuation: bool
    name_lowercase: bool
    name_replace: tuple[str, ...]
    members_after_first_row: bool
    headless: bool
    separated_types: tuple[str, ...]
    terminator: str | None


class UnorderedValueSpec(_Record):
    _defaults = {"kind": "", "name": "", "value_field": "", "container_types": (),
                 "item_types": ()}
    __slots__ = tuple(_defaults)
    kind: str
    name: str
    value_field: str
    container_types: tuple[str, ...]
    item_types: tuple[str, ...]


class CommutativeSpec(_Record):
    """A node type whose children are an unordered list (``implements A, B``)."""

    _defaults = {"node": "", "item_types": (), "keywords": False, "identity": None,
                 "identity_pattern": None, "identity_lowercase": False,
                 "identity_replace": (), "repeats_alike": False, "separator": ", ",
                 "nested": False, "parent": None,
                 "parent_names": (), "via": (), "single": False, "bare": False,
                 "also_separated_by": (),
                 "joined_by": (), "item_with": None, "canonical_order": (), "exclusive": (),
                 "sorted_only": False, "keyed_only": False, "single_row": False,
                 "ordered_insertions": False, "items_after": (), "item_runs": False,
                 "run_leads": ()}
    __slots__ = tuple(_defaults)
    node: str
    separator: str
    item_types: tuple[str, ...]
    keywords: bool
    identity: str | tuple[str, ...] | None
    identity_pattern: str | None
    identity_lowercase: bool
    identity_replace: tuple[str, ...]
    repeats_alike: bool
    nested: bool
    parent: str | None
    parent_names: tuple[str, ...]
    via: tuple[str, ...]
    single: bool
    bare: bool
    also_separated_by: tuple[str, ...]
    joined_by: tuple[str, ...]
    item_with: str | None
    canonical_order: tuple[str, ...]
    exclusive: tuple[tuple[str, ...], ...]
    sorted_only: bool
    keyed_only: bool
    single_row: bool
    ordered_insertions: bool
    items_after: tuple[str, ...]
    item_runs: bool
    run_leads: tuple[str, ...]


class ImportSpec(_Record):
    _defaults = {"alias_type": None, "alias_field": None, "path_separator": ".",
                 "sort_orders": (), "kind_order": (), "item_sort_orders": (),
                 "sorted_evidence": 0, "layout_brackets": "()"}
    __slots__ = tuple(_defaults)
    alias_type: str | None
    alias_field: str | None
    path_separator: str
    sort_orders: tuple[tuple[str, ...], ...]
    kind_order: tuple[str, ...]
    item_sort_orders: tuple[str, ...]
    sorted_evidence: int
    layout_brackets: str


class LanguageSpec(_Record):
    _defaults = {
        "name": "", "extensions": (), "filenames": (), "grammar": "", "root": "",
        "comment_types": frozenset(),
        "validator": None, "semantic_check": None, "formatting_check": None,
        "name_types": frozenset(),
        "declarations": {}, "imports": None,
        "unordered_values": (),
        "repeatable_decorators": (), "repeatable_names": frozenset(),
        "attached_types": frozenset(), "attached_when": {}, "attach_comments": False,
        "continuation_types": frozenset(),
        "trailing_comments": False, "terminators": frozenset(),
        "attached_unordered": False, "attached_identity": None,
        "predeclared": frozenset(),
        "hooks": None, "commutative": {}, "leading": (), "spanning_delimiters": (),
        "string_delimiters": (), "members_path": None, "top_member_types": (),
        "retry_as": None, "macro_names": None, "blank_patterns": (),
        "macro_contexts": (), "child_order": (), "regions": (), "inline_types": frozenset(),
        "layout_sensitive": False, "inner_merge": "words", "additions_once": False,
        "ordered_kinds": frozenset(), "merge_around_errors": True,
        "replaced_kinds": frozenset(), "line_key_pattern": None,
        "names_ignore_case": False, "max_line_length": None, "distinct_values": None,
        "distinct_lines": None, "attribute_prefix": None, "rebinds_alike": False,
        "section_types": frozenset(), "clauses_once": None, "member_access": (".",),
    }
    __slots__ = tuple(_defaults)
    name: str
    extensions: tuple[str, ...]
    filenames: tuple[str, ...]
    grammar: str
    root: str
    comment_types: frozenset[str]
    validator: str | None
    semantic_check: str | None
    formatting_check: str | None
    name_types: frozenset[str]
    declarations: dict[str, tuple[DeclarationSpec, ...]]
    imports: ImportSpec
    unordered_values: tuple[UnorderedValueSpec, ...]
    repeatable_decorators: tuple[str, ...]
    repeatable_names: frozenset[str]
    attached_types: frozenset[str]
    continuation_types: frozenset[str]
    attached_when: dict[str, tuple[str, frozenset[str]]]
    attach_comments: bool | str
    trailing_comments: bool | str
    terminators: frozenset[str]
    attached_unordered: bool
    attached_identity: str | tuple[str, ...] | None
    predeclared: frozenset[str]
    hooks: str | None
    commutative: dict[str, CommutativeSpec]
    leading: tuple[tuple[str, frozenset[str]], ...]
    spanning_delimiters: tuple[tuple[str, str], ...]
    string_delimiters: tuple[tuple[str, str], ...]
    members_path: str | None
    members_with: str | None
    retry_as: str | None
    macro_names: str | None
    macro_contexts: tuple[str, ...]
    blank_patterns: tuple[str, ...]
    child_order: tuple[tuple[str, ...], ...]
    regions: tuple[
        tuple[str, frozenset[str], frozenset[str], frozenset[str], frozenset[str]], ...
    ]
    inline_types: frozenset[str]
    layout_sensitive: bool
    inner_merge: str
    additions_once: bool
    ordered_kinds: frozenset[str]
    merge_around_errors: bool
    replaced_kinds: frozenset[str]
    line_key_pattern: str | None
    names_ignore_case: bool
    max_line_length: int | None
    distinct_values: tuple[frozenset[str], str | None, bool] | None
    distinct_lines: str | None
    attribute_prefix: str | None
    clauses_once: tuple[tuple[str, ...], tuple[str, ...]] | None
    rebinds_alike: bool
    section_types: frozenset[str]
    member_access: tuple[str, ...]


def _declaration(raw: dict[str, object]) -> DeclarationSpec:
    data = {
        ("is_import" if k == "import" else k): tuple(v) if isinstance(v, list) else v
        for k, v in raw.items()
    }
    if "node" not in data:
        raise SpecError(f"[[declaration]] entry without 'node': {raw!r}")
    return DeclarationSpec(**data)


INNER_MERGES = ("words", "lines", "git")


def _inner_merge(value: object) -> str:
    if value not in INNER_MERGES:
        raise SpecError(f"inner_merge must be one of {', '.join(INNER_MERGES)}, not {value!r}")
    return str(value)


def _clauses_once(raw: object) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    if not raw or not isinstance(raw, dict):
        return None
    return tuple(raw.get("once", ())), tuple(raw.get("chain", ()))


def _pattern(value: object) -> str | None:
    """A regular expression of the spec (or ``{"pattern": ..., "comment": ...}``),
    checked to compile."""
    if isinstance(value, dict):
        value = value.get("pattern")
    if value is None:
        return None
    try:
        re.compile(str(value))
    except re.error as exc:
        raise SpecError(f"not a regular expression: {value!r} ({exc})") from None
    return str(value)


def _distinct_values(value: object) -> tuple[frozenset[str], str | None, bool] | None:
    if value is None:
        return None
    if not isinstance(value, dict) or not value.get("members"):
        raise SpecError(f'distinct_values must be {{"members": [...], "header": ...}}, '
                        f"not {value!r}")
    return frozenset(value["members"]), value.get("header"), bool(value.get("implicit_next"))


def _attach_comments(value: object) -> bool | str:
    if value not in (True, False, "members"):
        raise SpecError(f'attach_comments must be true, false or "members", not {value!r}')
    return value  # type: ignore[return-value]


def parse_raw(raw: object, origin: str = "<spec>") -> LanguageSpec:
    """Build a :class:`LanguageSpec` from a decoded spec (comments dropped, ``extends``
    applied: TSX extends TypeScript, which extends JavaScript; the base's ``language``
    fields are defaults, its declarations and commutative types come first, and its
    other sections are taken unless the spec has its own); raise :class:`SpecError` if
    malformed."""
    try:
        lang = raw["language"]
        decls: dict[str, list[DeclarationSpec]] = {}
        for entry in raw.get("declaration", []):
            decl = _declaration(entry)
            decls.setdefault(decl.node, []).append(decl)
        imp = raw.get("imports", {})
        rep = raw.get("repeatable", {})
        return LanguageSpec(
            name=lang["name"],
            extensions=tuple(lang["extensions"]),
            filenames=tuple(lang.get("filenames", [])),
            grammar=lang["grammar"],
            root=lang["root"],
            comment_types=frozenset(lang.get("comment_types", ["comment"])),
            validator=lang.get("validator"),
            semantic_check=lang.get("semantic_check"),
            formatting_check=lang.get("formatting_check"),
            name_types=frozenset(lang.get("name_types", [])),
            declarations={k: tuple(v) for k, v in decls.items()},
            imports=ImportSpec(
                **{k: tuple(v) if isinstance(v, list) else v for k, v in imp.items()},
            ),
            unordered_values=tuple(
                UnorderedValueSpec(**{k: tuple(v) if isinstance(v, list) else v
                                      for k, v in u.items()})
                for u in raw.get("unordered_value", [])
            ),
            repeatable_decorators=tuple(rep.get("decorators", [])),
            repeatable_names=frozenset(rep.get("names", [])),
            attached_types=frozenset(lang.get("attached_types", [])),
            continuation_types=frozenset(lang.get("continuation_types", [])),
            attached_when={
                entry["node"]: (entry["when_path"], frozenset(entry["when_text"]))
                for entry in lang.get("attached_when", [])
            },
            attach_comments=_attach_comments(lang.get("attach_comments", False)),
            trailing_comments=lang.get("trailing_comments", False),
            terminators=frozenset(lang.get("terminators", [])),
            attached_unordered=bool(lang.get("attached_unordered", False)),
            attached_identity=_identity(lang.get("attached_identity")),
            predeclared=frozenset(lang.get("predeclared", [])),
            hooks=lang.get("hooks"),
            members_path=lang.get("members_path"),
            top_member_types=tuple(lang.get("top_member_types", ())),
            retry_as=lang.get("retry_as"),
            macro_names=lang.get("macro_names"),
            macro_contexts=tuple(lang.get("macro_contexts", [])),
            blank_patterns=tuple(lang.get("blank_patterns", [])),
            child_order=tuple(tuple(seq) for seq in lang.get("child_order", [])),
            inline_types=frozenset(lang.get("inline_types", [])),
            layout_sensitive=bool(lang.get("layout_sensitive", False)),
            inner_merge=_inner_merge(lang.get("inner_merge", "words")),
            additions_once=bool(lang.get("additions_once", False)),
            ordered_kinds=frozenset(lang.get("ordered_kinds", [])),
            replaced_kinds=frozenset(lang.get("replaced_kinds", [])),
            merge_around_errors=bool(lang.get("merge_around_errors", True)),
            line_key_pattern=lang.get("line_key_pattern"),
            names_ignore_case=bool(lang.get("names_ignore_case", False)),
            max_line_length=lang.get("max_line_length"),
            distinct_values=_distinct_values(lang.get("distinct_values")),
            distinct_lines=_pattern(lang.get("distinct_lines")),
            attribute_prefix=lang.get("attribute_prefix"),
            rebinds_alike=bool(lang.get("rebinds_alike", False)),
            section_types=frozenset(lang.get("section_types", [])),
            member_access=tuple(lang.get("member_access", ["."])),
            clauses_once=_clauses_once(lang.get("clauses_once")),
            spanning_delimiters=tuple(
                (str(o), str(c)) for o, c in lang.get("spanning_delimiters", [])
            ),
            string_delimiters=tuple(
                (str(o), str(c)) for o, c in lang.get("string_delimiters", [])
            ),
            regions=tuple(
                (entry["node"], frozenset(entry["open"]), frozenset(entry["close"]),
                 frozenset(entry.get("branch", [])), frozenset(entry.get("guard", [])))
                for entry in lang.get("regions", [])
            ),
            leading=tuple(
                (entry["node"], frozenset(entry.get("holds", [])))
                for entry in lang.get("leading", [])
            ),
            commutative=_commutative(raw.get("commutative", [])),
        )
    except (KeyError, TypeError, AttributeError, ValueError) as exc:
        raise SpecError(f"{origin}: malformed language spec: {exc}") from exc


def _identity(value: object) -> str | tuple[str, ...] | None:
    """An ``identity``: one path, or several (a list)."""
    return tuple(map(str, value)) if isinstance(value, list) else value  # type: ignore[return-value]


def _commutative(entries: list[dict[str, object]]) -> dict[str, CommutativeSpec]:
    """The commutative specs by node type; an entry whose ``node`` is a list of types
    (every declaration that holds modifiers) stands for one entry per type."""
    out: dict[str, CommutativeSpec] = {}
    for entry in entries:
        fields = {k: tuple(v) if isinstance(v, list) else v for k, v in entry.items()}
        if "exclusive" in fields:
            fields["exclusive"] = tuple(tuple(g) for g in fields["exclusive"])  # type: ignore[union-attr]
        nodes = entry["node"]
        for node in nodes if isinstance(nodes, list) else [nodes]:
            out[str(node)] = CommutativeSpec(**{**fields, "node": node})
    return out


def _extend(base: dict, raw: dict) -> dict:
    merged = {**base, **{k: v for k, v in raw.items() if k != "extends"}}
    merged["language"] = {**base["language"], **raw["language"]}
    for section in ("declaration", "commutative"):  # these add to the base's
        merged[section] = [*base.get(section, []), *raw.get(section, [])]
    return merged


def _drop_comments(value: object) -> object:
    if isinstance(value, dict):
        return {k: _drop_comments(v) for k, v in value.items() if k != "comment"}
    if isinstance(value, list):
        return [_drop_comments(v) for v in value]
    return value


def grammar_root() -> str:
    """The grammars/ folder: packaged as ``semmerge.grammars``, or beside the source."""
    try:
        import semmerge.grammars as pkg

        return os.path.dirname(pkg.__file__ or "")
    except ImportError:  # running from a source tree that was not installed
        return os.path.join(os.path.dirname(os.path.dirname(__file__)), "..", "grammars")


def available_languages() -> list[str]:
    """Names of the folders under grammars/ that hold a spec.json."""
    root = grammar_root()
    return sorted(
        name for name in os.listdir(root)
        if os.path.isfile(os.path.join(root, name, SPEC_FILE))
    )


_CACHE: dict[str, LanguageSpec] = {}
_RAW: dict[str, object] = {}


def load_spec(language: str) -> LanguageSpec:
    """The spec of ``language`` (a folder name under grammars/)."""
    if language not in _CACHE:
        raws = raw_specs()
        if language not in raws:
            raise SpecError(
                f"no grammar spec for language {language!r}; "
                f"known: {', '.join(sorted(raws))}"
            )
        path = os.path.join(grammar_root(), language, SPEC_FILE)
        _CACHE[language] = parse_raw(raws[language], path)
    return _CACHE[language]


def raw_specs() -> dict[str, object]:
    """Every language's decoded spec, ``extends`` applied and comments dropped.

    The merge driver starts once per file and needs every spec to map extensions to
    languages; decoding them costs more than the merge of a small file (``json``
    imports ``re`` and ``enum``). So, like Python's ``.pyc`` files, the decoded specs
    are kept in ``grammars/__pycache__`` (``marshal`` format) and reused while every
    spec file keeps its modification time and size. A cache that cannot be read or
    written is ignored.
    """
    if not _RAW:
        root = grammar_root()
        stamp = _stamp(root)
        cache = os.path.join(root, "__pycache__", f"specs.{sys.implementation.cache_tag}.marshal")
        cached = _read_cache(cache)
        if cached is not None and cached[0] == stamp:
            _RAW.update(cached[1])
        else:
            _RAW.update(_decode_all(root, [name for name, _, _ in stamp]))
            _write_cache(cache, (stamp, dict(_RAW)))
    return _RAW


def _stamp(root: str) -> list[tuple[str, int, int]]:
    """(language, mtime_ns, size) of every spec file."""
    stamp = []
    for name in available_languages():
        st = os.stat(os.path.join(root, name, SPEC_FILE))
        stamp.append((name, st.st_mtime_ns, st.st_size))
    return stamp


def _read_cache(path: str) -> tuple[list[tuple[str, int, int]], dict[str, object]] | None:
    import marshal

    try:
        with open(path, "rb") as fh:
            data = fh.read()  # marshal.load(fh) reads in small pieces: four times slower
        stamp, raws = marshal.loads(data)
    except (OSError, EOFError, ValueError, TypeError):
        return None
    return [tuple(s) for s in stamp], raws


def _write_cache(path: str, value: object) -> None:
    import marshal

    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(tmp, "wb") as fh:
            marshal.dump(value, fh)
        os.replace(tmp, path)  # atomic: concurrent merges never read half a file
    except OSError:
        try:  # noqa: SIM105 - contextlib costs the driver's start-up
            os.remove(tmp)
        except OSError:
            pass


def _decode_all(root: str, names: list[str]) -> dict[str, object]:
    import json

    raws: dict[str, dict] = {}
    for name in names:
        path = os.path.join(root, name, SPEC_FILE)
        try:
            raws[name] = _drop_comments(json.loads(_read(path)))
        except (OSError, json.JSONDecodeError) as exc:
            raise SpecError(f"{path}: cannot read the language spec: {exc}") from exc
    return {name: _resolved(name, raws) for name in names}


def _resolved(name: str, raws: dict[str, dict], depth: int = 0) -> dict:
    """The spec of ``name`` with the specs it extends applied."""
    raw = raws[name]
    parent = raw.get("extends") if isinstance(raw, dict) else None
    if parent is None:
        return raw
    if depth > 4 or parent not in raws:
        path = os.path.join(grammar_root(), name, SPEC_FILE)
        raise SpecError(f"{path}: extends unknown or circular language {parent!r}")
    return _extend(_resolved(parent, raws, depth + 1), raw)


def _read(path: str) -> str:
    with open(path, encoding="utf-8") as fh:
        return fh.read()
