module Data.Queue
  ( Queue
  , empty
  , push
  ) where

data Queue a = Queue [a] [a]

empty :: Queue a
empty = Queue [] []

push :: a -> Queue a -> Queue a
push x (Queue f b) = Queue f (x : b)
