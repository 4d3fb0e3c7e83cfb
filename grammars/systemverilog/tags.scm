; What `semmerge summarize` reads from SystemVerilog; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(module_declaration (module_ansi_header name: (_) @name)) @definition.class
(module_declaration (module_nonansi_header name: (_) @name)) @definition.class
(interface_declaration (interface_ansi_header name: (_) @name)) @definition.class
(package_declaration name: (_) @name) @definition.class
(class_declaration name: (_) @name) @definition.class
(function_declaration (function_body_declaration name: (_) @name)) @definition.function
(task_declaration (task_body_declaration name: (_) @name)) @definition.function
(data_declaration (type_declaration type_name: (_) @name)) @definition.type
(text_macro_definition (text_macro_name (simple_identifier) @name)) @definition.macro

(module_instantiation instance_type: (_) @reference)

(one_line_comment) @comment
(block_comment) @comment
