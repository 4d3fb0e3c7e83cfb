; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(function_definition declarator: (function_declarator declarator: (identifier) @name) body: (compound_statement) @body) @definition.function
(function_definition declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)) body: (compound_statement) @body) @definition.function
(struct_specifier name: (type_identifier) @name body: (field_declaration_list) @body) @definition.class
(type_definition declarator: (type_identifier) @name) @definition.type
(enum_specifier name: (type_identifier) @name) @definition.enum
(preproc_def name: (identifier) @name) @definition.constant
(preproc_function_def name: (identifier) @name) @definition.macro

(call_expression function: (identifier) @reference)
(type_identifier) @reference

(comment) @comment
