; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py. A function's body is a
; sibling of its signature in this grammar, so a function's signature is its signature
; node whole.

(class_definition name: (identifier) @name body: (class_body) @body) @definition.class
(mixin_declaration (identifier) @name (class_body) @body) @definition.class
(extension_declaration name: (identifier) @name body: (extension_body) @body) @definition.class
(extension_type_declaration name: (identifier) @name body: (class_body) @body) @definition.class
(enum_declaration name: (identifier) @name body: (enum_body) @body) @definition.enum
(function_signature name: (identifier) @name) @definition.function
(getter_signature name: (identifier) @name) @definition.function
(setter_signature name: (identifier) @name) @definition.function
(constructor_signature name: (identifier) @name) @definition.function
(program (static_final_declaration_list (static_final_declaration (identifier) @name)) @definition.constant)
(program (initialized_identifier_list (initialized_identifier (identifier) @name)) @definition.variable)
(declaration (static_final_declaration_list (static_final_declaration (identifier) @name))) @definition.field
(declaration (initialized_identifier_list (initialized_identifier (identifier) @name))) @definition.field

(type_identifier) @reference

(comment) @comment
(documentation_comment) @comment
