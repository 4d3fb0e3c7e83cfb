; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(class_declaration name: (type_identifier) @name body: (class_body) @body) @definition.class
(abstract_class_declaration
  name: (type_identifier) @name body: (class_body) @body) @definition.class
(interface_declaration
  name: (type_identifier) @name body: (interface_body) @body) @definition.interface
(enum_declaration name: (identifier) @name body: (enum_body) @body) @definition.enum
(type_alias_declaration name: (type_identifier) @name) @definition.type
(function_declaration name: (identifier) @name body: (statement_block) @body) @definition.function
(method_definition
  name: (property_identifier) @name body: (statement_block) @body) @definition.method
(method_signature name: (property_identifier) @name) @definition.method
(abstract_method_signature name: (property_identifier) @name) @definition.method

(program (lexical_declaration (variable_declarator name: (identifier) @name) @definition.constant))
(program (export_statement
  (lexical_declaration (variable_declarator name: (identifier) @name) @definition.constant)))

(call_expression function: (identifier) @reference)
(member_expression property: (property_identifier) @reference)
(new_expression constructor: (identifier) @reference)
(import_specifier name: (identifier) @reference)
(type_identifier) @reference
(identifier) @reference.capitalised

(comment) @comment
