class Tag implements Comparable<Tag>, Sink<String> {}
