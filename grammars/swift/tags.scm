; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

; Classes, structs, actors and extensions (named by the type they extend) share one node
; type; enums have their own body.
(class_declaration name: (type_identifier) @name body: (class_body) @body) @definition.class
(class_declaration name: (user_type) @name body: (class_body) @body) @definition.class
(class_declaration name: (type_identifier) @name body: (enum_class_body) @body) @definition.enum
(protocol_declaration name: (type_identifier) @name body: (protocol_body) @body) @definition.interface
(function_declaration name: (simple_identifier) @name body: (function_body) @body) @definition.function
(protocol_function_declaration name: (simple_identifier) @name) @definition.function
(init_declaration name: "init" @name body: (function_body) @body) @definition.function
(property_declaration name: (pattern bound_identifier: (simple_identifier) @name)) @definition.field
(protocol_property_declaration name: (pattern bound_identifier: (simple_identifier) @name)) @definition.field
(enum_entry name: (simple_identifier) @name) @definition.field
(typealias_declaration name: (type_identifier) @name) @definition.field

(call_expression (simple_identifier) @reference)
(navigation_suffix suffix: (simple_identifier) @reference)
(user_type (type_identifier) @reference)

(comment) @comment
(multiline_comment) @comment
