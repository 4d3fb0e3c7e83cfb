; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(makefile (rule (targets) @name) @definition.function)
(makefile (variable_assignment name: (word) @name) @definition.variable)
(makefile (define_directive name: (word) @name) @definition.variable)

(variable_reference (word) @reference)

(comment) @comment
