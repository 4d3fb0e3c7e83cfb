class Tag implements Comparable<Tag>, Pattern, Sink<String> {}
