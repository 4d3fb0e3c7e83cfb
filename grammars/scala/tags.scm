; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(class_definition name: (identifier) @name body: (template_body) @body) @definition.class
(class_definition name: (identifier) @name !body) @definition.class
(object_definition name: (identifier) @name body: (template_body) @body) @definition.class
(object_definition name: (identifier) @name !body) @definition.class
(trait_definition name: (identifier) @name body: (template_body) @body) @definition.interface
(trait_definition name: (identifier) @name !body) @definition.interface
(enum_definition name: (identifier) @name body: (enum_body) @body) @definition.enum
(function_definition name: (identifier) @name body: (_) @body) @definition.function
(function_declaration name: (identifier) @name) @definition.function
(val_definition pattern: (identifier) @name) @definition.field
(var_definition pattern: (identifier) @name) @definition.field
(val_declaration name: (identifier) @name) @definition.field
(type_definition name: (type_identifier) @name) @definition.field

(call_expression function: (identifier) @reference)
(field_expression field: (identifier) @reference)
(type_identifier) @reference

(comment) @comment
(block_comment) @comment
