; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py. Elixir's definitions are
; calls told apart by their target ('defmodule', 'def'): '_'-prefixed captures only
; hold the target for the predicate.

(call
  target: (identifier) @_keyword
  (arguments . (alias) @name)
  (do_block) @body
  (#any-of? @_keyword "defmodule" "defprotocol" "defimpl")) @definition.class

(call
  target: (identifier) @_keyword
  (arguments . [
    (call target: (identifier) @name)
    (binary_operator left: (call target: (identifier) @name))
    (identifier) @name]
    (keywords)? @body)
  (do_block)? @body
  (#any-of? @_keyword "def" "defp" "defmacro" "defmacrop" "defguard" "defguardp" "defdelegate")) @definition.function

; '@moduledoc "..."' documents its module.
(unary_operator
  operand: (call
    target: (identifier) @_attribute
    (arguments . [(string (quoted_content) @doc) (sigil (quoted_content) @doc)]))
  (#eq? @_attribute "moduledoc"))

; References: called functions (local and remote) and module names; not the calls that
; are Elixir's own syntax (summary.json's reference_filters leave those out).
(call target: (identifier) @reference.call)
(call target: (dot right: (identifier) @reference))
(alias) @reference

(comment) @comment
