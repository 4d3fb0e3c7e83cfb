; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(class_specifier name: (_) @name body: (field_declaration_list) @body) @definition.class
(struct_specifier name: (_) @name body: (field_declaration_list) @body) @definition.class
(enum_specifier name: (_) @name body: (enumerator_list) @body) @definition.enum
(function_definition declarator: (function_declarator declarator: (_) @name) body: (compound_statement) @body) @definition.function
(function_definition declarator: (pointer_declarator declarator: (function_declarator declarator: (_) @name)) body: (compound_statement) @body) @definition.function
(function_definition declarator: (reference_declarator (function_declarator declarator: (_) @name)) body: (compound_statement) @body) @definition.function
(field_declaration declarator: (function_declarator declarator: (_) @name)) @definition.method
(alias_declaration name: (type_identifier) @name) @definition.type
(type_definition declarator: (type_identifier) @name) @definition.type
(preproc_def name: (identifier) @name) @definition.constant
(preproc_function_def name: (identifier) @name) @definition.macro

(call_expression function: (identifier) @reference)
(call_expression function: (field_expression field: (field_identifier) @reference))
(call_expression function: (qualified_identifier name: (identifier) @reference))
(type_identifier) @reference

(comment) @comment
