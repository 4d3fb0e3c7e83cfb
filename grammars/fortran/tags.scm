; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py. No node holds a
; procedure's body, so a signature is the first line of the definition.

(module (module_statement (name) @name)) @definition.class
(submodule (submodule_statement (name) @name)) @definition.class
(program (program_statement (name) @name)) @definition.class
(derived_type_definition (derived_type_statement (type_name) @name)) @definition.class
(subroutine (subroutine_statement name: (name) @name)) @definition.function
(function (function_statement name: (name) @name)) @definition.function
(module_procedure (module_procedure_statement name: (name) @name)) @definition.function

; Named constants of a module: 'integer, parameter :: n = 10'.
(module
  (variable_declaration
    attribute: (type_qualifier) @_attr
    declarator: (init_declarator left: (identifier) @name)
    (#match? @_attr "^(?i:parameter)$")) @definition.constant)

(subroutine_call subroutine: (identifier) @reference)
(call_expression (identifier) @reference)
(derived_type name: (type_name) @reference)
(use_statement (module_name) @reference)

(comment) @comment
