class Tag implements Comparable<Tag>, Pattern {}
