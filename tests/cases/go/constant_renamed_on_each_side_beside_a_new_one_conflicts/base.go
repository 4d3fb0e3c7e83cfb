package annotations

const (
	FilenameExt     = "cobra_annotation_filename_ext"
	OneRequiredFlag = "cobra_annotation_one_required_flag"
	SubdirsInDir    = "cobra_annotation_subdirs_in_dir"
)
