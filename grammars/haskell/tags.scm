; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py. A type signature is the
; signature of the function it names; each clause of a function is a definition.

(signature name: (variable) @name) @definition.function
(declarations (function name: (variable) @name match: (_) @body) @definition.function)
(declarations (bind name: (variable) @name match: (_) @body) @definition.function)
(data_type name: (name) @name) @definition.class
(newtype name: (name) @name) @definition.class
(type_synonym name: (name) @name) @definition.class
(class name: (name) @name declarations: (_)? @body) @definition.class
(instance name: (name) @name declarations: (_)? @body) @definition.class

(apply function: (variable) @reference)
(apply function: (qualified (variable) @reference))
(name) @reference

(comment) @comment
(haddock) @comment
