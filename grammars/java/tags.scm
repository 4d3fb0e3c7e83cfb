; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(class_declaration name: (identifier) @name body: (class_body) @body) @definition.class
(record_declaration name: (identifier) @name body: (class_body) @body) @definition.class
(interface_declaration name: (identifier) @name body: (interface_body) @body) @definition.interface
(enum_declaration name: (identifier) @name body: (enum_body) @body) @definition.enum
(method_declaration name: (identifier) @name) @definition.method
(method_declaration body: (block) @body)
(constructor_declaration name: (identifier) @name body: (constructor_body) @body) @definition.method
(field_declaration declarator: (variable_declarator name: (identifier) @name)) @definition.field

(method_invocation name: (identifier) @reference)
(object_creation_expression type: (type_identifier) @reference)
(field_access field: (identifier) @reference)
(type_identifier) @reference

(line_comment) @comment
(block_comment) @comment
