; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(module_definition (module_binding (module_name) @name body: (_)? @body)) @definition.class
(module_type_definition (module_type_name) @name body: (_)? @body) @definition.class
(value_definition (let_binding pattern: (value_name) @name body: (_) @body)) @definition.function
(value_specification (value_name) @name) @definition.function
(external (value_name) @name) @definition.function
(type_definition (type_binding name: (type_constructor) @name)) @definition.variable
(exception_definition (constructor_declaration (constructor_name) @name)) @definition.variable

(application_expression function: (value_path (value_name) @reference))
(value_path (module_path (module_name) @reference))

(comment) @comment
