class Tag implements Comparable<Tag> {}
