; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(function_def (function_command (argument_list . (argument) @name)) (body)? @body) @definition.function
(macro_def (macro_command (argument_list . (argument) @name)) (body)? @body) @definition.function
(source_file (normal_command (identifier) @_cmd (argument_list . (argument) @name)
  (#match? @_cmd "^(?i:add_library|add_executable|add_custom_target)$")) @definition.class)
(source_file (normal_command (identifier) @_cmd (argument_list . (argument) @name)
  (#match? @_cmd "^(?i:option|set)$")) @definition.variable)

(normal_command (identifier) @reference)

(line_comment) @comment
(bracket_comment) @comment
