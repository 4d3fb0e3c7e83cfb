package codec

var registry = map[string]Codec{}

func Register(name string, c Codec) {
	registry[name] = c
}

func init() {
	Register("json", jsonCodec{})
}
