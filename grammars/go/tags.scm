; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(function_declaration name: (identifier) @name body: (block) @body) @definition.function
(method_declaration name: (field_identifier) @name body: (block) @body) @definition.method
(type_spec name: (type_identifier) @name) @definition.type
(source_file (const_declaration (const_spec name: (identifier) @name) @definition.constant))
(source_file (var_declaration (var_spec name: (identifier) @name) @definition.variable))

(call_expression function: (identifier) @reference)
(selector_expression field: (field_identifier) @reference)
(type_identifier) @reference

(comment) @comment
