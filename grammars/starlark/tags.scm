; What `semmerge summarize` reads from a Starlark file; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(function_definition
  name: (identifier) @name
  body: (block) @body) @definition.function

; Targets: a top-level rule call with a name = "..." keyword argument (cc_library, bazel_dep).
(module
  (expression_statement
    (call
      arguments: (argument_list
        (keyword_argument
          name: (identifier) @_key
          value: (string (string_content) @name)))) @definition.class)
  (#eq? @_key "name"))

; Module-level assignments to one name: UPPER_CASE names are constants, others variables.
(module
  (expression_statement
    (assignment left: (identifier) @name) @definition.constant)
  (#match? @name "^_*[A-Z][A-Z0-9_]*$"))

(module
  (expression_statement
    (assignment left: (identifier) @name) @definition.variable)
  (#not-match? @name "^_*[A-Z][A-Z0-9_]*$"))

; Docstrings: a string that is the first statement of a module or function.
(module . (expression_statement (string) @doc))
(function_definition body: (block . (expression_statement (string) @doc)))

; References: called names, attribute names, the names a load() brings in, and every
; identifier as @reference.capitalised (constants).
(call function: (identifier) @reference)
(attribute attribute: (identifier) @reference)
(identifier) @reference.capitalised

(comment) @comment
