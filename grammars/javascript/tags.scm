; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(class_declaration name: (identifier) @name body: (class_body) @body) @definition.class
(function_declaration name: (identifier) @name body: (statement_block) @body) @definition.function
(generator_function_declaration
  name: (identifier) @name body: (statement_block) @body) @definition.function
(method_definition
  name: (property_identifier) @name body: (statement_block) @body) @definition.method

; Module-level const/let/var (arrow functions included), exported or not.
(program (lexical_declaration (variable_declarator name: (identifier) @name) @definition.constant))
(program (export_statement
  (lexical_declaration (variable_declarator name: (identifier) @name) @definition.constant)))
(program (variable_declaration (variable_declarator name: (identifier) @name) @definition.variable))

(call_expression function: (identifier) @reference)
(member_expression property: (property_identifier) @reference)
(new_expression constructor: (identifier) @reference)
(import_specifier name: (identifier) @reference)
(identifier) @reference.capitalised

(comment) @comment
