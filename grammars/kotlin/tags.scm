; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(class_declaration name: (identifier) @name (class_body) @body) @definition.class
(class_declaration name: (identifier) @name (enum_class_body) @body) @definition.enum
(object_declaration name: (identifier) @name (class_body) @body) @definition.class
(function_declaration name: (identifier) @name) @definition.function
(property_declaration (variable_declaration (identifier) @name)) @definition.field

(call_expression (identifier) @reference)
(user_type (identifier) @reference)

(line_comment) @comment
(block_comment) @comment
