package annotations

const (
	FilenameExt     = "cobra_annotation_filename_ext"
	RequiredFlag    = "cobra_annotation_one_required_flag"
	FlagGroup       = "cobra_annotation_flag_group"
	SubdirsInDir    = "cobra_annotation_subdirs_in_dir"
)
