module Data.Queue
  ( Queue
  , empty
  , push
  , null
  ) where

import Prelude hiding (null)

data Queue a = Queue [a] [a]

empty :: Queue a
empty = Queue [] []

push :: a -> Queue a -> Queue a
push x (Queue f b) = Queue f (x : b)

null :: Queue a -> Bool
null (Queue f b) = Prelude.null f && Prelude.null b
