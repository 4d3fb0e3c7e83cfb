; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(function_declaration name: (_) @name body: (block)? @body) @definition.function
(chunk (variable_declaration (assignment_statement (variable_list name: (identifier) @name))) @definition.variable)
(chunk (assignment_statement (variable_list name: (dot_index_expression) @name)) @definition.variable)

(function_call name: (identifier) @reference)
(function_call name: (dot_index_expression field: (identifier) @reference))
(function_call name: (method_index_expression method: (identifier) @reference))

(comment) @comment
