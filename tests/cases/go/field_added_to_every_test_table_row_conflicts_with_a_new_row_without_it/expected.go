package slug

import "testing"

func TestSlugify(t *testing.T) {
	cases := []struct {
		in     string
		maxLen int
		want   string
	}{
<<<<<<< left
		{"Hello World", 0, "hello-world"},
		{"  trim me ", 0, "trim-me"},
		{"Ünïcode", 3, "uni"},
||||||| base
		{"Hello World", "hello-world"},
		{"  trim me ", "trim-me"},
		{"Ünïcode", "unicode"},
=======
		{"Hello World", "hello-world"},
		{"  trim me ", "trim-me"},
		{"Ünïcode", "unicode"},
		{"a--b", "a-b"},
>>>>>>> right
	}
	for _, c := range cases {
		if got := Slugify(c.in, c.maxLen); got != c.want {
			t.Errorf("Slugify(%q, %d) = %q, want %q", c.in, c.maxLen, got, c.want)
		}
	}
}
