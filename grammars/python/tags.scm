; What `semmerge summarize` reads from a Python file (semmerge/summary/extract.py).
;
; Capture names the extractor understands:
;   @definition.<kind>  a definition node; <kind> is class, function, constant or variable
;                       (functions directly inside a container kind become methods, see
;                       summary.json). Its name is the first @name capture inside it and its
;                       signature ends where the first @body capture inside it starts.
;   @name  @body        the name and the body of a definition.
;   @doc                a documentation string: it documents the innermost definition that
;                       contains it (or the module, outside every definition).
;   @reference          an identifier that may name something defined elsewhere;
;   @reference.<x>      the same, kept only when its text matches summary.json's
;                       reference_filters["<x>"] (a regex; the filtering is far cheaper
;                       in Python over distinct names than as a #match? predicate).
;   @comment            a comment, scanned for TODO-style tags.

(class_definition
  name: (identifier) @name
  body: (block) @body) @definition.class

(function_definition
  name: (identifier) @name
  body: (block) @body) @definition.function

; Module-level assignments to one name: UPPER_CASE names are constants, others variables.
(module
  (expression_statement
    (assignment left: (identifier) @name) @definition.constant)
  (#match? @name "^_*[A-Z][A-Z0-9_]*$"))

(module
  (expression_statement
    (assignment left: (identifier) @name) @definition.variable)
  (#not-match? @name "^_*[A-Z][A-Z0-9_]*$"))

; Docstrings: a string that is the first statement of a module, class or function.
(module . (expression_statement (string) @doc))
(class_definition body: (block . (expression_statement (string) @doc)))
(function_definition body: (block . (expression_statement (string) @doc)))

; References: names used here that may be defined elsewhere. Called names, attribute
; names, imported names and decorators; and every identifier as @reference.capitalised,
; which summary.json filters down to capitalised names (classes, constants). Other bare
; lowercase names are mostly local variables and are left out.
(call function: (identifier) @reference)
(attribute attribute: (identifier) @reference)
(decorator (identifier) @reference)
(import_from_statement name: (dotted_name (identifier) @reference))
(import_from_statement name: (aliased_import name: (dotted_name (identifier) @reference)))
(identifier) @reference.capitalised

(comment) @comment
