; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(class_declaration name: (name) @name body: (declaration_list) @body) @definition.class
(trait_declaration name: (name) @name body: (declaration_list) @body) @definition.class
(interface_declaration name: (name) @name body: (declaration_list) @body) @definition.interface
(enum_declaration name: (name) @name body: (enum_declaration_list) @body) @definition.enum
(method_declaration name: (name) @name) @definition.method
(method_declaration body: (compound_statement) @body)
(function_definition name: (name) @name body: (compound_statement) @body) @definition.function
(property_declaration (property_element (variable_name) @name)) @definition.field
(const_declaration (const_element (name) @name)) @definition.constant

(function_call_expression function: (name) @reference)
(member_call_expression name: (name) @reference)
(scoped_call_expression name: (name) @reference)
(object_creation_expression (name) @reference)

(comment) @comment
