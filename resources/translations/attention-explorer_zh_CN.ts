<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>CliApplication</name>
        <message>
            <location filename="../../app/cli/cli_application.cpp" line="48" />
            <source>Usage: attention-explorer-cli COMMAND [OPTIONS]
       attention-explorer-cli --help | --version | help COMMAND
Computes attention specs (JSON, "attention-explorer/spec@1") from the command line.

Commands:
</source>
            <translation>用法：attention-explorer-cli 命令 [选项]
      attention-explorer-cli --help | --version | help 命令
在命令行中计算注意力规格（JSON，"attention-explorer/spec@1"）。

命令：
</translation>
        </message>
        <message>
            <location filename="../../app/cli/cli_application.cpp" line="54" />
            <source>
Options:
  -h, --help     show this help
  -v, --version  show the version

Exit status: 0 success, 1 the spec cannot be read or computed (a message names the field),
2 wrong command-line usage, 3 a file cannot be read or written.
</source>
            <translation>
选项：
  -h, --help     显示本帮助
  -v, --version  显示版本

退出状态：0 成功；1 规格无法读取或计算（消息会指出出错的字段）；
2 命令行用法错误；3 文件无法读取或写入。
</translation>
        </message>
        <message>
            <location filename="../../app/cli/cli_application.cpp" line="69" />
            <source>no command given; try 'attention-explorer-cli --help'</source>
            <translation>未指定命令；请尝试 'attention-explorer-cli --help'</translation>
        </message>
        <message>
            <location filename="../../app/cli/cli_application.cpp" line="94" />
            <source>unknown command '%1' (commands: %2); try 'attention-explorer-cli --help'</source>
            <translation>未知命令 '%1'（可用命令：%2）；请尝试 'attention-explorer-cli --help'</translation>
        </message>
    </context>
    <context>
        <name>ComputeCommand</name>
        <message>
            <location filename="../../app/cli/compute_command.cpp" line="20" />
            <source>compute a spec and write the result JSON (every stage of the pass)</source>
            <translation>计算一个规格并写出结果 JSON（前向计算的每个阶段）</translation>
        </message>
        <message>
            <location filename="../../app/cli/compute_command.cpp" line="25" />
            <source>Usage: attention-explorer-cli compute SPEC.json [-o RESULT.json] [--max-memory SIZE] [--compact]
  Reads the spec ("attention-explorer/spec@1"; SPEC "-" reads standard input),
  runs the attention forward pass and writes the result
  ("attention-explorer/result@1") to standard output or to RESULT.json.
  -o, --output FILE    write the result to FILE (replaced only when complete)
  --max-memory SIZE    refuse a pass whose trace would hold more than SIZE bytes
                       (e.g. 512M, 2G; default 2G)
  --compact            write the JSON without indentation
  -h, --help           show this help
</source>
            <translation>用法：attention-explorer-cli compute SPEC.json [-o RESULT.json] [--max-memory SIZE] [--compact]
  读取规格（"attention-explorer/spec@1"；SPEC 为 "-" 时读取标准输入），
  运行注意力前向计算，并把结果（"attention-explorer/result@1"）
  写到标准输出或 RESULT.json。
  -o, --output FILE    把结果写入 FILE（完整写完后才替换原文件）
  --max-memory SIZE    若计算记录将超过 SIZE 字节则拒绝计算
                       （例如 512M、2G；默认 2G）
  --compact            输出不缩进的 JSON
  -h, --help           显示本帮助
</translation>
        </message>
        <message>
            <location filename="../../app/cli/compute_command.cpp" line="41" />
            <source>result file</source>
            <translation>结果文件</translation>
        </message>
        <message>
            <location filename="../../app/cli/compute_command.cpp" line="42" />
            <source>trace size limit</source>
            <translation>计算记录大小上限</translation>
        </message>
        <message>
            <location filename="../../app/cli/compute_command.cpp" line="44" />
            <source>no indentation</source>
            <translation>不缩进</translation>
        </message>
        <message>
            <location filename="../../app/cli/compute_command.cpp" line="47" />
            <source>see 'attention-explorer-cli compute --help'</source>
            <translation>参见 'attention-explorer-cli compute --help'</translation>
        </message>
        <message>
            <location filename="../../app/cli/compute_command.cpp" line="53" />
            <source>compute needs a SPEC.json argument ("-" for standard input)</source>
            <translation>compute 需要一个 SPEC.json 参数（"-" 表示标准输入）</translation>
        </message>
        <message>
            <location filename="../../app/cli/compute_command.cpp" line="54" />
            <source>compute takes one SPEC.json, found %1 arguments: %2</source>
            <translation>compute 只接受一个 SPEC.json，但给出了 %1 个参数：%2</translation>
        </message>
        <message>
            <location filename="../../app/cli/compute_command.cpp" line="64" />
            <source>the file name is empty</source>
            <translation>文件名为空</translation>
        </message>
        <message>
            <location filename="../../app/cli/compute_command.cpp" line="77" />
            <source>(stdout)</source>
            <translation>（标准输出）</translation>
        </message>
    </context>
    <context>
        <name>ExportCommand</name>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="64" />
            <source>no such folder: %1</source>
            <translation>没有这个文件夹：%1</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="69" />
            <source>give the text the model reads</source>
            <translation>请给出模型要读的文本</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="87" />
            <source>give the text the model reads (this folder holds no question of its own)</source>
            <translation>请给出模型要读的文本（这个文件夹没有自带的问题）</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="97" />
            <source>only a GPT-2 model continues a text</source>
            <translation>只有 GPT-2 模型能续写文本</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="129" />
            <source>compute a spec and save one of the app's figures as PNG, SVG or PDF (no display needed)</source>
            <translation>计算规格并将应用中的一幅图保存为 PNG、SVG 或 PDF（无需显示器）</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="149" />
            <source>  Heads, layers and batch items count from 1, as the figures' titles say;
  query rows and steps from 0, as the axes.
  --head H             head, from 1, for head, distribution, compare and step-N (default 1)
  --batch B            batch item, from 1 (default 1)
  --query Q            query row, from 0, for distribution (default 0)
  --compare-scoring S  compare: configuration B's scoring function, one of %1
                       (default additive, as the Compare tab starts)
  --compare-mask MASK  compare: configuration B's mask, one of %2 (default same: A's mask)
  --model DIR          draw a real model's run instead of a spec: a GPT-2 or BERT folder
                       (config.json, model.safetensors, tokenizer files)
  --text TEXT          --model: the text to run (token ids separated by commas when the
                       folder has no tokenizer); default: the folder's own question, with
                       its continuation (a model trained in the app)
  --layer L            --model: layer, from 1 (default 1)
  --generate N         --model, GPT-2: continue the text by N tokens, greedily
  --step S             --model: the generation timeline's step, from 0 (default: the last)
  --list-views         list the figure names and what they show
  -h, --help           show this help
</source>
            <translation>  头、层和批次项从 1 开始计数，与图的标题一致；
  查询行和步从 0 开始，与坐标轴一致。
  --head H             头，从 1 起，用于 head、distribution、compare 和 step-N（默认 1）
  --batch B            批次项，从 1 起（默认 1）
  --query Q            查询行，从 0 起，用于 distribution（默认 0）
  --compare-scoring S  compare：配置 B 的评分函数，%1 之一
                       （默认 additive，与“比较”标签页的初始值相同）
  --compare-mask MASK  compare：配置 B 的掩码，%2 之一（默认 same：与 A 的掩码相同）
  --model DIR          绘制真实模型的运行结果而不是规格：一个 GPT-2 或 BERT 文件夹
                       （config.json、model.safetensors、分词器文件）
  --text TEXT          --model：要运行的文本（文件夹没有分词器时，用逗号分隔的
                       词元编号）；默认：文件夹自带的问题及其续写
                       （在应用中训练的模型）
  --layer L            --model：层，从 1 起（默认 1）
  --generate N         --model，GPT-2：贪心地续写 N 个词元
  --step S             --model：生成时间线的步，从 0 起（默认：最后一步）
  --list-views         列出图的名称及其内容
  -h, --help           显示此帮助
</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="180" />
            <source>figure</source>
            <translation>图</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="182" />
            <source>head</source>
            <translation>头</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="184" />
            <source>batch item</source>
            <translation>批次项</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="186" />
            <source>query</source>
            <translation>查询</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="193" />
            <source>list the views</source>
            <translation>列出视图</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="197" />
            <source>model folder</source>
            <translation>模型文件夹</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="199" />
            <source>text</source>
            <translation>文本</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="200" />
            <source>layer</source>
            <translation>层</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="202" />
            <source>tokens</source>
            <translation>词元数</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="204" />
            <source>generation step</source>
            <translation>生成步</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="211" />
            <source>see 'attention-explorer-cli export --help'</source>
            <translation>参见“attention-explorer-cli export --help”</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="217" />
            <source>export draws widgets and needs a QApplication (this build has none)</source>
            <translation>export 需要绘制控件，因此需要 QApplication（此构建没有）</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="237" />
            <source>goes with --model DIR; </source>
            <translation>需要与 --model DIR 一起使用；</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="243" />
            <source>export --model takes no SPEC argument; </source>
            <translation>export --model 不接受 SPEC 参数；</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="256" />
            <source>'%1' draws a real model: give --model DIR and --text TEXT</source>
            <translation>“%1”绘制真实模型：请给出 --model DIR 和 --text TEXT</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="264" />
            <source>with --model, the view is one of %1, found '%2'</source>
            <translation>使用 --model 时，视图须为 %1 之一，却是“%2”</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="280" />
            <location filename="../../app/cli/export_command.cpp" line="320" />
            <location filename="../../app/cli/export_command.cpp" line="324" />
            <source>expected a whole number ≥ %2, found '%1'</source>
            <translation>应为 ≥ %2 的整数，实际为“%1”</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="286" />
            <location filename="../../app/cli/export_command.cpp" line="295" />
            <source>expected one of %1, found '%2'</source>
            <translation>应为 %1 之一，实际为“%2”</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="244" />
            <source>export takes one SPEC.json argument; </source>
            <translation>export 需要一个 SPEC.json 参数；</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="135" />
            <source>Usage: attention-explorer-cli export SPEC.json --view NAME [--format png|svg|pdf] [--size WxH | --preset PRESET] [--dpi N] [--head H] [--batch B] [--query Q] [--compare-scoring NAME] [--compare-mask MASK] [--lang zh_CN] -o FILE
       attention-explorer-cli export --model DIR [--text TEXT] --view model-overview|model-head|model-rollout [--layer L] [--head H] [--generate N] [--step S] [...] -o FILE
       attention-explorer-cli export --list-views
  Computes the spec (SPEC "-" reads standard input) and draws the same figure as the window, off screen.
  --view NAME          the figure (--list-views lists the names)
</source>
            <translation>用法：attention-explorer-cli export SPEC.json --view NAME [--format png|svg|pdf] [--size WxH | --preset PRESET] [--dpi N] [--head H] [--batch B] [--query Q] [--compare-scoring NAME] [--compare-mask MASK] [--lang zh_CN] -o FILE
       attention-explorer-cli export --model DIR [--text TEXT] --view model-overview|model-head|model-rollout [--layer L] [--head H] [--generate N] [--step S] [...] -o FILE
       attention-explorer-cli export --list-views
  计算规格（SPEC 为 "-" 时从标准输入读取），在屏幕外绘制与窗口相同的图。
  --view NAME          图的名称（--list-views 列出所有名称）
</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="146" />
            <source>  --colormap NAME      colour map of the weights: viridis, cividis, magma or greys (default viridis);
                       scores, P and differences stay diverging, centred on 0
</source>
            <translation>  --colormap NAME      权重的颜色映射：viridis、cividis、magma 或 greys（默认 viridis）；
                       得分、P 和差值始终用以 0 为中心的发散色图
</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="189" />
            <source>scoring of configuration B</source>
            <translation>配置 B 的评分函数</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="192" />
            <source>mask of configuration B</source>
            <translation>配置 B 的掩码</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="195" />
            <source>colour map of the weights</source>
            <translation>权重的颜色映射</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="251" />
            <source>give a figure name; --list-views lists them</source>
            <translation>请给出图的名称；--list-views 会列出它们</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="270" />
            <source>unknown view '%1'; --list-views lists the names</source>
            <translation>未知视图“%1”；--list-views 列出所有名称</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_command.cpp" line="307" />
            <source>expected one of viridis, cividis, magma, greys, found '%1'</source>
            <translation>应为 viridis、cividis、magma、greys 之一，实际为“%1”</translation>
        </message>
    </context>
    <context>
        <name>ExportMatrixCommand</name>
        <message>
            <location filename="../../app/cli/export_matrix_command.cpp" line="22" />
            <source>compute a spec and write one matrix of the trace as CSV or NumPy .npy</source>
            <translation>计算一个规格并把计算记录中的一个矩阵写为 CSV 或 NumPy .npy</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_matrix_command.cpp" line="32" />
            <source>Usage: attention-explorer-cli export-matrix SPEC.json --stage STAGE [--batch B] [--head H] [--format csv|npy] [-o FILE] [--no-labels] [--max-memory SIZE]
  Computes the spec (SPEC "-" reads standard input) and writes one matrix.
  --stage STAGE        one of: %1
                       per head: weights, scores, dropped_weights (with dropout),
                       queries, keys, values, head_output; per batch item: concat,
                       output; per pass: positional_encoding, key_positional_encoding
  --batch B            batch item, from 1 (default 1)
  --head H             head, from 1, as the figures' titles (default 1)
  --format csv|npy     CSV with token labels, or NumPy .npy (float32, float64 for
                       a "precision": "float64" spec; default: from
                       the -o file extension, else csv)
  -o, --output FILE    write to FILE (replaced only when complete); CSV goes to
                       standard output without -o, npy needs -o
  --no-labels          CSV without the label row and column
  --max-memory SIZE    refuse a pass whose trace would exceed SIZE (e.g. 512M, 2G)
  -h, --help           show this help
</source>
            <translation>用法：attention-explorer-cli export-matrix SPEC.json --stage STAGE [--batch B] [--head H] [--format csv|npy] [-o FILE] [--no-labels] [--max-memory SIZE]
  计算规格（SPEC 为 "-" 时读取标准输入）并写出一个矩阵。
  --stage STAGE        取值之一：%1
                       每个头：weights、scores、dropped_weights（有 dropout 时）、
                       queries、keys、values、head_output；每个批量项：concat、
                       output；整次计算：positional_encoding、key_positional_encoding
  --batch B            批量项，从 1 开始（默认 1）
  --head H             头，从 1 开始，与图的标题一致（默认 1）
  --format csv|npy     带词元标签的 CSV，或 NumPy .npy（float32；规格为
                       "precision": "float64" 时为 float64；默认：按
                       -o 文件的扩展名，否则为 csv）
  -o, --output FILE    写入 FILE（完整写完后才替换）；没有 -o 时 CSV 写到
                       标准输出，npy 必须给出 -o
  --no-labels          CSV 不带标签行和标签列
  --max-memory SIZE    若计算记录将超过 SIZE 则拒绝计算（例如 512M、2G）
  -h, --help           显示本帮助
</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_matrix_command.cpp" line="56" />
            <source>stage</source>
            <translation>阶段</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_matrix_command.cpp" line="58" />
            <source>batch item</source>
            <translation>批量项</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_matrix_command.cpp" line="60" />
            <source>head</source>
            <translation>头</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_matrix_command.cpp" line="62" />
            <source>format</source>
            <translation>格式</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_matrix_command.cpp" line="65" />
            <source>output file</source>
            <translation>输出文件</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_matrix_command.cpp" line="66" />
            <source>no labels</source>
            <translation>不带标签</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_matrix_command.cpp" line="67" />
            <source>trace size limit</source>
            <translation>计算记录大小上限</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_matrix_command.cpp" line="71" />
            <source>see 'attention-explorer-cli export-matrix --help'</source>
            <translation>参见 'attention-explorer-cli export-matrix --help'</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_matrix_command.cpp" line="76" />
            <source>export-matrix takes one SPEC.json argument; </source>
            <translation>export-matrix 只接受一个 SPEC.json 参数；</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_matrix_command.cpp" line="81" />
            <source>expected one of %1, found '%2'</source>
            <translation>应为 %1 之一，实际为 '%2'</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_matrix_command.cpp" line="87" />
            <source>expected a whole number ≥ %2, found '%1'</source>
            <translation>应为 ≥ %2 的整数，实际为“%1”</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_matrix_command.cpp" line="97" />
            <source>expected csv or npy, found '%1'</source>
            <translation>应为 csv 或 npy，实际为 '%1'</translation>
        </message>
        <message>
            <location filename="../../app/cli/export_matrix_command.cpp" line="102" />
            <source>npy is binary: give an output file with -o FILE</source>
            <translation>npy 是二进制格式：请用 -o FILE 指定输出文件</translation>
        </message>
    </context>
    <context>
        <name>MeasureCommand</name>
        <message>
            <location filename="../../app/cli/measure_command.cpp" line="31" />
            <source>time real self-attention, recurrent and convolutional layers over n; CSV out</source>
            <translation>实测自注意力层、循环层和卷积层在不同 n 下的耗时；输出 CSV</translation>
        </message>
        <message>
            <location filename="../../app/cli/measure_command.cpp" line="36" />
            <source>Usage: attention-explorer-cli measure [--lengths N,N,...] [--d D] [--k K] [--r R] [--repeats N] [-o FILE.csv]
  Runs each layer (self-attention, recurrent tanh cell, 1-D convolution with
  kernel k, restricted self-attention with neighbourhood r) on n random tokens of
  width d and writes the median seconds per forward pass as CSV:
  n,self-attention,recurrent,convolutional,restricted self-attention
  --lengths N,N,...   sequence lengths (default 16,32,64,128,256,512; each 1..%1)
  --d D               token width (default 64; 1..%2)
  --k K               convolution kernel (default 3)
  --r R               restricted-attention neighbourhood (default 9)
  --repeats N         samples per (layer, n); the median is kept (default 5)
  -o, --output FILE   write to FILE (replaced only when complete); default: standard output
  -h, --help          show this help
</source>
            <translation>用法：attention-explorer-cli measure [--lengths N,N,...] [--d D] [--k K] [--r R] [--repeats N] [-o FILE.csv]
  在 n 个宽度为 d 的随机词元上运行每种层（自注意力、tanh 循环单元、核大小为 k 的
  一维卷积、邻域为 r 的受限自注意力），并把每次前向计算耗时的中位数（秒）写为 CSV：
  n,self-attention,recurrent,convolutional,restricted self-attention
  --lengths N,N,...   序列长度（默认 16,32,64,128,256,512；每个取 1..%1）
  --d D               词元宽度（默认 64；1..%2）
  --k K               卷积核大小（默认 3）
  --r R               受限注意力的邻域大小（默认 9）
  --repeats N         每个（层, n）的采样次数，取中位数（默认 5）
  -o, --output FILE   写入 FILE（完整写完后才替换）；默认写到标准输出
  -h, --help          显示本帮助
</translation>
        </message>
        <message>
            <location filename="../../app/cli/measure_command.cpp" line="57" />
            <source>lengths</source>
            <translation>序列长度</translation>
        </message>
        <message>
            <location filename="../../app/cli/measure_command.cpp" line="59" />
            <source>width</source>
            <translation>宽度</translation>
        </message>
        <message>
            <location filename="../../app/cli/measure_command.cpp" line="61" />
            <source>kernel</source>
            <translation>卷积核</translation>
        </message>
        <message>
            <location filename="../../app/cli/measure_command.cpp" line="63" />
            <source>neighbourhood</source>
            <translation>邻域</translation>
        </message>
        <message>
            <location filename="../../app/cli/measure_command.cpp" line="65" />
            <source>repeats</source>
            <translation>重复次数</translation>
        </message>
        <message>
            <location filename="../../app/cli/measure_command.cpp" line="68" />
            <source>output file</source>
            <translation>输出文件</translation>
        </message>
        <message>
            <location filename="../../app/cli/measure_command.cpp" line="70" />
            <source>see 'attention-explorer-cli measure --help'</source>
            <translation>参见 'attention-explorer-cli measure --help'</translation>
        </message>
        <message>
            <location filename="../../app/cli/measure_command.cpp" line="74" />
            <source>measure takes no file argument; </source>
            <translation>measure 不接受文件参数；</translation>
        </message>
        <message>
            <location filename="../../app/cli/measure_command.cpp" line="85" />
            <source>expected whole numbers from 1 to %1 separated by commas, found '%2'</source>
            <translation>应为 1 到 %1 之间、以逗号分隔的整数，实际为 '%2'</translation>
        </message>
        <message>
            <location filename="../../app/cli/measure_command.cpp" line="108" />
            <source>expected a whole number from %1 to %2, found '%3'</source>
            <translation>应为 %1 到 %2 之间的整数，实际为 '%3'</translation>
        </message>
    </context>
    <context>
        <name>ModelCommand</name>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="30" />
            <source>expected whole numbers from %1 to %2 separated by commas, found '%3'</source>
            <translation>应为以逗号分隔的 %1 到 %2 之间的整数，实际为“%3”</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="45" />
            <source>DistilBERT (BERT family): post-LayerNorm blocks, bidirectional attention, no token types</source>
            <translation>DistilBERT（BERT 系列）：后置层归一化的块，双向注意力，没有词元类型</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="48" />
            <source>GPT-2 family: pre-LayerNorm blocks, causal attention</source>
            <translation>GPT-2 系列：前置层归一化的块，因果注意力</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="49" />
            <source>BERT family: post-LayerNorm blocks, bidirectional attention</source>
            <translation>BERT 系列：后置层归一化的块，双向注意力</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="61" />
            <source>open a GPT-2 or BERT model folder; run it on token ids and write a head's attention</source>
            <translation>打开 GPT-2 或 BERT 模型文件夹；在词元编号上运行并写出一个头的注意力</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="67" />
            <source>Usage: attention-explorer-cli model DIR
       attention-explorer-cli model DIR --text TEXT | --ids N,N,... [--types T,T,...]
       attention-explorer-cli model DIR --text TEXT | --ids N,N,... --layer L --head H -o FILE.csv|FILE.npy
       attention-explorer-cli model DIR --text TEXT | --ids N,N,... --generate N
  DIR is a Hugging Face model folder: config.json and model.safetensors
  (model_type gpt2, bert or distilbert; float32, float16 or bfloat16 weights),
  and its tokenizer (GPT-2: vocab.json + merges.txt; BERT and DistilBERT:
  vocab.txt; or tokenizer.json).
  Without --text or --ids it prints what the folder holds.
  --text TEXT        text to run, split by the folder's tokenizer; its tokens
                     are printed first
  --ids N,N,...      token ids to run (from the model's vocabulary)
  --types T,T,...    BERT token types (segments), one per id (default all 0)
  --layer L          layer, from 1, for -o
  --head H           head, from 1, for -o
  -o, --output FILE  write that head's attention weights (queries × keys) as
                     CSV or .npy float32 (by the extension); replaced only when
                     complete
  --generate N       GPT-2: append N tokens, each the most likely next one
  -h, --help         show this help
</source>
            <translation>用法：attention-explorer-cli model DIR
      attention-explorer-cli model DIR --text TEXT | --ids N,N,... [--types T,T,...]
      attention-explorer-cli model DIR --text TEXT | --ids N,N,... --layer L --head H -o FILE.csv|FILE.npy
      attention-explorer-cli model DIR --text TEXT | --ids N,N,... --generate N
  DIR 是 Hugging Face 模型文件夹：config.json 和 model.safetensors
  （model_type 为 gpt2、bert 或 distilbert；float32、float16 或 bfloat16 权重），
  以及它的分词器（GPT-2：vocab.json + merges.txt；BERT 和 DistilBERT：
  vocab.txt；或 tokenizer.json）。
  不给 --text 或 --ids 时，打印文件夹里有什么。
  --text TEXT        要运行的文本，用文件夹的分词器切分；先打印它的词元
  --ids N,N,...      要运行的词元编号（来自模型的词表）
  --types T,T,...    BERT 的词元类型（句段），每个编号一个（默认全为 0）
  --layer L          层，从 1 起，用于 -o
  --head H           头，从 1 起，用于 -o
  -o, --output FILE  把该头的注意力权重（查询 × 键）写成 CSV 或 .npy float32
                     （按扩展名）；写完整后才替换原文件
  --generate N       GPT-2：追加 N 个词元，每个都是最可能的下一个
  -h, --help         显示本帮助
</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="94" />
            <source>ids</source>
            <translation>编号</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="95" />
            <source>text</source>
            <translation>文本</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="96" />
            <source>types</source>
            <translation>类型</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="98" />
            <source>layer</source>
            <translation>层</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="99" />
            <source>head</source>
            <translation>头</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="101" />
            <source>output file</source>
            <translation>输出文件</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="102" />
            <source>tokens</source>
            <translation>词元</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="106" />
            <source>see 'attention-explorer-cli model --help'</source>
            <translation>参见“attention-explorer-cli model --help”</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="110" />
            <source>model takes one DIR (a model folder); </source>
            <translation>model 需要一个目录参数（模型文件夹）；</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="115" />
            <source>no such folder</source>
            <translation>文件夹不存在</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="136" />
            <source>give either --text or --ids, not both; </source>
            <translation>请给出 --text 或 --ids 之一，不要同时给；</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="143" />
            <source>give the text or the token ids to run; </source>
            <translation>请给出要运行的文本或词元编号；</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="146" />
            <source>%1: %2
</source>
            <translation>%1：%2
</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="147" />
            <source>layers %1, heads %2 (width %3 each), model width %4, MLP width %5
</source>
            <translation>%1 层，%2 个头（每个宽 %3），模型宽度 %4，MLP 宽度 %5
</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="156" />
            <source>scoring %1 (temperature %2)
</source>
            <translation>评分函数 %1（温度 %2）
</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="159" />
            <source>vocabulary %1, positions %2</source>
            <translation>词表 %1，位置 %2</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="161" />
            <source>, token types %1</source>
            <translation>，词元类型 %1</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="163" />
            <source> (a fixed sinusoidal table, not learned)</source>
            <translation>（固定的正弦表，不是学得的）</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="165" />
            <source>parameters %1, stored as %2
</source>
            <translation>参数 %1 个，存储为 %2
</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="167" />
            <source>tokenizer: %1
</source>
            <translation>分词器：%1
</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="168" />
            <source>tokenizer: none (run it with --ids)
</source>
            <translation>分词器：无（请用 --ids 运行）
</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="182" />
            <source>the text has no tokens</source>
            <translation>文本中没有词元</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="189" />
            <source>tokens (%1): %2
</source>
            <translation>词元（%1 个）：%2
</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="199" />
            <source>--text sets the token types from [SEP]; --types goes with --ids</source>
            <translation>--text 按 [SEP] 设定词元类型；--types 只与 --ids 一起用</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="211" />
            <source>expected a whole number from 1 to %1</source>
            <translation>应为 1 到 %1 之间的整数</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="216" />
            <source>continuation: %1
</source>
            <translation>续写：%1
</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="231" />
            <source>layer %1 head %2: mean weight on the previous token %3, on the first token %4, on itself %5
</source>
            <translation>第 %1 层第 %2 个头：在前一个词元上的平均权重 %3，在第一个词元上 %4，在自身上 %5
</translation>
        </message>
        <message>
            <location filename="../../app/cli/model_command.cpp" line="246" />
            <source>-o needs --layer from 1 to %1 and --head from 1 to %2</source>
            <translation>-o 需要 1 到 %1 的 --layer 和 1 到 %2 的 --head</translation>
        </message>
    </context>
    <context>
        <name>StepWalkExporter</name>
        <message>
            <location filename="../../ui/stepthrough/step_walk_exporter.cpp" line="67" />
            <source>Cannot create the folder '%1'.</source>
            <translation>无法创建文件夹 '%1'。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_walk_exporter.cpp" line="75" />
            <location filename="../../ui/stepthrough/step_walk_exporter.cpp" line="87" />
            <location filename="../../ui/stepthrough/step_walk_exporter.cpp" line="123" />
            <source>Cannot write '%1': %2</source>
            <translation>无法写入 '%1'：%2</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_walk_exporter.cpp" line="97" />
            <source>Attention step by step</source>
            <translation>注意力计算分步演示</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_walk_exporter.cpp" line="101" />
            <source>Cannot start a PDF in '%1'.</source>
            <translation>无法在 '%1' 创建 PDF。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_walk_exporter.cpp" line="119" />
            <source>Cannot add a page to '%1'.</source>
            <translation>无法向 '%1' 添加页面。</translation>
        </message>
    </context>
    <context>
        <name>TrainCommand</name>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="33" />
            <source>expected a number from %1 to %2, found '%3'</source>
            <translation>应为 %1 到 %2 之间的数，实际为“%3”</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="51" />
            <source>expected a whole number from %1 to %2, found '%3'</source>
            <translation>应为 %1 到 %2 之间的整数，实际为“%3”</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="86" />
            <source>train a tiny GPT-2-style model on a task and save it as a model folder</source>
            <translation>在一个任务上训练一个微型 GPT-2 式模型，并保存为模型文件夹</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="91" />
            <source>Usage: attention-explorer-cli train --task TASK [OPTIONS] -o DIR
  Trains a GPT-2-style model from scratch and writes DIR: config.json,
  model.safetensors, vocab.json, merges.txt (open it with 'model DIR' or Open
  Model) and curves.csv (step, train loss, train accuracy, held-out loss,
  held-out accuracy, scoring). Same options and seed: the same weights, bit
  for bit.
  --task TASK          copy, reverse, sort, repeat, brackets, or own (with
                       --task-file); default reverse
  --task-file FILE     own task: one example a line, QUESTION|ANSWER, all lines
                       the same length; '#' starts a comment line
  --length N           symbols in a question, 2 to 32 (default 6)
  --alphabet N         letters a, b, ... used, 2 to 26 (default 8)
  --layers N           1 to 8 (default 2)
  --heads N            1 to 16, dividing --dim (default 4)
  --dim N              the model's width, 2 to 512 (default 32)
  --mlp N              the MLP's hidden width (default 4 x --dim)
  --activation NAME    gelu (tanh form) or relu (default gelu)
  --positions KIND     learned or sinusoidal (fixed) (default learned)
  --scoring NAME       every head's scoring function: scaled_dot_product,
                       dot_product, additive, general or cosine (at
                       temperature 0.1; the others at 1) (default
                       scaled_dot_product)
  --steps N            training steps, 1 to 1000000 (default 1000)
  --seed S             0 to 2^31-1 (default 1)
  --lr X               AdamW's learning rate (default 3e-3)
  --batch N            sequences a step, 1 to 4096 (default 64)
  --warmup N           steps of linear learning-rate warm-up (default 0)
  --weight-decay X     decoupled weight decay (default 0.01)
  --clip X             largest gradient norm, 0 for none (default 1)
  --eval-every N       steps between held-out evaluations and progress
                       lines (default 100)
  --threads N          threads (default: the cores; the result is the same)
  --example TEXT       the question the Model tab runs when it opens DIR, in
                       the task's symbols (default: the task's first
                       held-out question)
  -o, --output DIR     the model folder to write (created if missing)
  -h, --help           show this help
</source>
            <translation>用法：attention-explorer-cli train --task TASK [选项] -o DIR
  从零训练一个 GPT-2 式模型并写入 DIR：config.json、model.safetensors、
  vocab.json、merges.txt（可用 'model DIR' 或“打开模型”打开）以及 curves.csv
  （步数、训练损失、训练准确率、留出集损失、留出集准确率、评分函数）。选项与
  种子相同，权重逐位相同。
  --task TASK          copy、reverse、sort、repeat、brackets，或 own（配合
                       --task-file）；默认 reverse
  --task-file FILE     自定义任务：每行一个样例，问题|答案，各行长度相同；
                       以 '#' 开头的行是注释
  --length N           问题中的符号数，2 到 32（默认 6）
  --alphabet N         使用的字母 a、b……的个数，2 到 26（默认 8）
  --layers N           1 到 8（默认 2）
  --heads N            1 到 16，须整除 --dim（默认 4）
  --dim N              模型宽度，2 到 512（默认 32）
  --mlp N              MLP 隐藏层宽度（默认 4 x --dim）
  --activation NAME    gelu（tanh 形式）或 relu（默认 gelu）
  --positions KIND     learned（可学习）或 sinusoidal（固定正弦）（默认 learned）
  --scoring NAME       每个头的评分函数：scaled_dot_product、dot_product、
                       additive、general 或 cosine（温度 0.1；其余温度 1）
                       （默认 scaled_dot_product）
  --steps N            训练步数，1 到 1000000（默认 1000）
  --seed S             0 到 2^31-1（默认 1）
  --lr X               AdamW 的学习率（默认 3e-3）
  --batch N            每步的序列数，1 到 4096（默认 64）
  --warmup N           学习率线性预热的步数（默认 0）
  --weight-decay X     解耦权重衰减（默认 0.01）
  --clip X             梯度范数上限，0 表示不裁剪（默认 1）
  --eval-every N       两次留出集评估及进度行之间的步数（默认 100）
  --threads N          线程数（默认：CPU 核数；结果不变）
  --example TEXT       模型页打开 DIR 时运行的问题，用任务的符号书写
                       （默认：任务的第一个留出集问题）
  -o, --output DIR     要写入的模型文件夹（不存在则创建）
  -h, --help           显示此帮助
</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="165" />
            <source>see 'attention-explorer-cli train --help'</source>
            <translation>参见 'attention-explorer-cli train --help'</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="169" />
            <source>train takes options only; </source>
            <translation>train 只接受选项；</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="173" />
            <source>the model folder to write is missing; </source>
            <translation>缺少要写入的模型文件夹；</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="186" />
            <source>unknown task '%1' (copy, reverse, sort, repeat, brackets, own)</source>
            <translation>未知任务“%1”（copy、reverse、sort、repeat、brackets、own）</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="192" />
            <source>the own task needs --task-file FILE</source>
            <translation>自定义任务需要 --task-file FILE</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="193" />
            <source>only the own task reads a file</source>
            <translation>只有自定义任务读取文件</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="224" />
            <source>unknown activation '%1' (gelu, relu)</source>
            <translation>未知激活函数“%1”（gelu、relu）</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="233" />
            <source>unknown positions '%1' (learned, sinusoidal)</source>
            <translation>未知位置编码“%1”（learned、sinusoidal）</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="239" />
            <source>unknown scoring function '%1' (%2)</source>
            <translation>未知评分函数“%1”（%2）</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="247" />
            <source>a task file may have</source>
            <translation>任务文件允许的</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="285" />
            <source>%1 symbols; the model reads at most %2</source>
            <translation>%1 个符号；模型最多读取 %2 个</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="282" />
            <source>'%1' is not one of the task's symbols (%2)</source>
            <translation>“%1”不是该任务的符号（%2）</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="292" />
            <source>step %1/%2  train loss %3 acc %4%  held-out loss %5 acc %6%
</source>
            <translation>第 %1/%2 步  训练损失 %3 准确率 %4%  留出集损失 %5 准确率 %6%
</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="301" />
            <source>%1: %2 parameters, scoring %3 (temperature %4), %5 held-out examples; %6
</source>
            <translation>%1：%2 个参数，评分函数 %3（温度 %4），%5 个留出样例；%6
</translation>
        </message>
        <message>
            <location filename="../../app/cli/train_command.cpp" line="331" />
            <source>wrote %1 (the model and curves.csv)
</source>
            <translation>已写入 %1（模型和 curves.csv）
</translation>
        </message>
    </context>
    <context>
        <name>ae::AboutText</name>
        <message>
            <location filename="../../ui/classroom/about_text.cpp" line="30" />
            <source>Qt %1 (built with %2) · Eigen %3.%4.%5 · QCustomPlot %6</source>
            <translation>Qt %1（编译时 %2）· Eigen %3.%4.%5 · QCustomPlot %6</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/about_text.cpp" line="40" />
            <source>&lt;h3&gt;Attention Explorer %1&lt;/h3&gt;&lt;p&gt;See how attention works: type a sentence, turn the knobs and watch every head's weights.&lt;/p&gt;&lt;p&gt;Formulas follow Vaswani et al. (2017) and Dive into Deep Learning, chapters 10–11.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</source>
            <translation>&lt;h3&gt;注意力探索器 %1&lt;/h3&gt;&lt;p&gt;看看注意力如何工作：输入一个句子，调节参数，观察每个头的权重。&lt;/p&gt;&lt;p&gt;公式依据 Vaswani 等人 (2017) 以及《动手学深度学习》第 10–11 章。&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>ae::AppearanceActions</name>
        <message>
            <location filename="../../ui/actions/appearance_actions.cpp" line="24" />
            <source>&amp;Presentation Mode</source>
            <translation>演示模式(&amp;P)</translation>
        </message>
    </context>
    <context>
        <name>ae::AppearanceMenu</name>
        <message>
            <location filename="../../ui/classroom/appearance_menu.cpp" line="46" />
            <source>&amp;Theme</source>
            <translation>主题(&amp;T)</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/appearance_menu.cpp" line="50" />
            <source>&amp;Colour Map</source>
            <translation>颜色映射(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/appearance_menu.cpp" line="54" />
            <source>Signed values (scores, P, differences): %1, centred on 0</source>
            <translation>有正负的值（得分、P、差值）：%1，以 0 为中心</translation>
        </message>
    </context>
    <context>
        <name>ae::AttentionDocument</name>
        <message>
            <location filename="../../ui/document/attention_document.cpp" line="38" />
            <source>Untitled</source>
            <translation>未命名</translation>
        </message>
        <message>
            <location filename="../../ui/document/attention_document.cpp" line="93" />
            <location filename="../../ui/document/attention_document.cpp" line="101" />
            <source>Cannot open %1: %2</source>
            <translation>无法打开 %1：%2</translation>
        </message>
        <message>
            <location filename="../../ui/document/attention_document.cpp" line="108" />
            <source>%1 is not a valid session: %2</source>
            <translation>%1 不是有效的会话文件：%2</translation>
        </message>
    </context>
    <context>
        <name>ae::AttentionHeatmap</name>
        <message>
            <location filename="../../ui/views/attention_heatmap.cpp" line="888" />
            <source>weight</source>
            <translation>权重</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_heatmap.cpp" line="1268" />
            <source>keys</source>
            <translation>键</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_heatmap.cpp" line="1269" />
            <source>queries</source>
            <translation>查询</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_heatmap.cpp" line="1276" />
            <source>Attention heatmap: arrow keys move between cells, Enter shows the query's distribution</source>
            <translation>注意力热力图：方向键在单元格之间移动，回车键显示该查询的分布</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_heatmap.cpp" line="876" />
            <source>query %1 '%2' → key %3 '%4': </source>
            <translation>查询 %1 '%2' → 键 %3 '%4'：</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_heatmap.cpp" line="882" />
            <source>query %1 '%2': hidden until you reveal your prediction</source>
            <translation>查询 %1“%2”：揭晓你的预测之前隐藏</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_heatmap.cpp" line="886" />
            <source>masked</source>
            <translation>已遮蔽</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_heatmap.cpp" line="888" />
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_heatmap.cpp" line="892" />
            <source>, %1 %2</source>
            <translation>，%1 %2</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_heatmap.cpp" line="1098" />
            <source>%1: row %2 of %3, column %4 of %5. Arrow keys move between cells, Enter shows the query's distribution</source>
            <translation>%1：第 %2 行（共 %3 行），第 %4 列（共 %5 列）。方向键在单元格之间移动，回车键显示该查询的分布</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_heatmap.cpp" line="1100" />
            <source>Attention heatmap</source>
            <translation>注意力热力图</translation>
        </message>
    </context>
    <context>
        <name>ae::AttentionImport</name>
        <message numerus="yes">
            <location filename="../../core/io/attention_import.cpp" line="107" />
            <source>%n query row(s) are all zero and shown as fully masked</source>
            <translation>
                <numerusform>%n 个查询行全为零，显示为完全掩码</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../core/io/attention_import.cpp" line="119" />
            <source>no token list: tokens are numbered from 0</source>
            <translation>没有词元列表：词元从 0 开始编号</translation>
        </message>
        <message>
            <location filename="../../core/io/attention_import.cpp" line="145" />
            <source>%1 (%2 layers × %3 heads, %4 queries × %5 keys)</source>
            <translation>%1（%2 层 × %3 个头，%4 个查询 × %5 个键）</translation>
        </message>
        <message>
            <location filename="../../core/io/attention_import.cpp" line="491" />
            <source>, tokens from %1</source>
            <translation>，词元来自 %1</translation>
        </message>
    </context>
    <context>
        <name>ae::AttentionLineView</name>
        <message>
            <location filename="../../ui/views/attention_line_view.cpp" line="57" />
            <location filename="../../ui/views/attention_line_view.cpp" line="177" />
            <source>Attention lines</source>
            <translation>注意力连线</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_line_view.cpp" line="54" />
            <source>Attention lines: the up and down arrow keys select a query and show only its lines, Escape shows all lines again</source>
            <translation>注意力连线：上下方向键选择一个查询并只显示它的连线，Esc 键重新显示全部连线</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_line_view.cpp" line="150" />
            <source>query %1 '%2': hidden until you reveal your prediction</source>
            <translation>查询 %1“%2”：揭晓你的预测之前隐藏</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_line_view.cpp" line="162" />
            <source>head %1 strongest key %2 '%3', weight %4</source>
            <translation>头 %1 最强的键 %2 '%3'，权重 %4</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_line_view.cpp" line="168" />
            <source>query %1 '%2': %3</source>
            <translation>查询 %1 '%2'：%3</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_line_view.cpp" line="444" />
            <source>Nothing to show yet: type a sentence or open an example.</source>
            <translation>暂无内容：请输入一个句子或打开一个示例。</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_line_view.cpp" line="457" />
            <source>The line view draws up to %1 tokens per side (this sequence has %2 queries and %3 keys). Use the heatmaps for long sequences.</source>
            <translation>连线视图每侧最多绘制 %1 个词元（此序列有 %2 个查询和 %3 个键）。长序列请使用热力图。</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_line_view.cpp" line="475" />
            <source>head %1</source>
            <translation>头 %1</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_line_view.cpp" line="495" />
            <source>queries</source>
            <translation>查询</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_line_view.cpp" line="496" />
            <source>keys</source>
            <translation>键</translation>
        </message>
        <message>
            <location filename="../../ui/views/attention_line_view.cpp" line="499" />
            <source>queries (top) → keys (bottom)</source>
            <translation>查询（上）→ 键（下）</translation>
        </message>
    </context>
    <context>
        <name>ae::BinaryAnalogyPanel</name>
        <message>
            <location filename="../../ui/positional/binary_analogy_panel.cpp" line="143" />
            <source>bit b (lowest first)</source>
            <translation>比特位 b（最低位在前）</translation>
        </message>
        <message>
            <location filename="../../ui/positional/binary_analogy_panel.cpp" line="144" />
            <source>number i</source>
            <translation>数 i</translation>
        </message>
        <message>
            <location filename="../../ui/positional/binary_analogy_panel.cpp" line="145" />
            <source>Binary digits of 0 … n−1</source>
            <translation>0 … n−1 的二进制位</translation>
        </message>
        <message>
            <location filename="../../ui/positional/binary_analogy_panel.cpp" line="146" />
            <source>encoding dimension (even = sin, odd = cos)</source>
            <translation>编码维度（偶数 = sin，奇数 = cos）</translation>
        </message>
        <message>
            <location filename="../../ui/positional/binary_analogy_panel.cpp" line="147" />
            <location filename="../../ui/positional/binary_analogy_panel.cpp" line="149" />
            <source>position i</source>
            <translation>位置 i</translation>
        </message>
        <message>
            <location filename="../../ui/positional/binary_analogy_panel.cpp" line="148" />
            <source>Positional encoding P</source>
            <translation>位置编码 P</translation>
        </message>
        <message>
            <location filename="../../ui/positional/binary_analogy_panel.cpp" line="150" />
            <source>Bit:</source>
            <translation>比特位：</translation>
        </message>
        <message>
            <location filename="../../ui/positional/binary_analogy_panel.cpp" line="151" />
            <source>(or click a column of the binary heatmap)</source>
            <translation>（或点击二进制热力图中的一列）</translation>
        </message>
        <message>
            <location filename="../../ui/positional/binary_analogy_panel.cpp" line="217" />
            <source>column %1 = sin(i·ω_%2)</source>
            <translation>第 %1 列 = sin(i·ω_%2)</translation>
        </message>
        <message>
            <location filename="../../ui/positional/binary_analogy_panel.cpp" line="219" />
            <source>bit %1 as 1 − 2·bit</source>
            <translation>第 %1 位，取 1 − 2·bit</translation>
        </message>
        <message>
            <location filename="../../ui/positional/binary_analogy_panel.cpp" line="226" />
            <source>Bit %1 flips with every number</source>
            <translation>第 %1 位每个数都翻转一次</translation>
        </message>
        <message>
            <location filename="../../ui/positional/binary_analogy_panel.cpp" line="227" />
            <source>Bit %1 flips every %2 numbers</source>
            <translation>第 %1 位每隔 %2 个数翻转一次</translation>
        </message>
        <message>
            <location filename="../../ui/positional/binary_analogy_panel.cpp" line="229" />
            <source>&lt;p&gt;%1, so it repeats with period 2^%2 = %3. Among the encoding's column pairs, pair %4 (columns %5 and %6) has the closest period 2π·base^(2·%4/d) = %7.&lt;/p&gt;&lt;p&gt;Both patterns slow down from left to right: the lowest bit changes with every number, the next every two, the next every four — and the encoding's frequency ω_j = base^(−2j/d) falls along its dimensions in the same way.&lt;/p&gt;&lt;p&gt;Binary needs one more bit each time the sequence doubles. The encoding's columns are continuous functions defined at every position, so the same d columns serve any length: no extra dimensions are needed for longer sequences.&lt;/p&gt;</source>
            <translation>&lt;p&gt;%1，因此以 2^%2 = %3 为周期重复。在位置编码的各个列对中，第 %4 对（第 %5 列和第 %6 列）的周期 2π·base^(2·%4/d) = %7 与之最接近。&lt;/p&gt;&lt;p&gt;两种模式都从左到右逐渐变慢：最低位每个数都变，下一位每两个数变一次，再下一位每四个数变一次——位置编码的频率 ω_j = base^(−2j/d) 也沿着维度以同样的方式递减。&lt;/p&gt;&lt;p&gt;序列长度每翻一倍，二进制就需要多一位。而位置编码的列是在每个位置上都有定义的连续函数，所以同样的 d 列可以用于任意长度：更长的序列不需要额外的维度。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/positional/binary_analogy_panel.cpp" line="243" />
            <source>none</source>
            <translation>无</translation>
        </message>
    </context>
    <context>
        <name>ae::BuiltinModels</name>
        <message>
            <location filename="../../ui/document/builtin_models.cpp" line="33" />
            <source>cannot create %1</source>
            <translation>无法创建 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/builtin_models.cpp" line="41" />
            <source>cannot read %1</source>
            <translation>无法读取 %1</translation>
        </message>
    </context>
    <context>
        <name>ae::CellProvenance</name>
        <message>
            <location filename="../../ui/stepthrough/cell_provenance.cpp" line="85" />
            <source>query %1 '%2' → key %3 '%4'</source>
            <translation>查询 %1「%2」→ 键 %3「%4」</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/cell_provenance.cpp" line="95" />
            <source>the trace's score</source>
            <translation>计算记录中的得分</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/cell_provenance.cpp" line="116" />
            <source>No projection: the value is copied from %1.</source>
            <translation>没有投影：直接复制自 %1。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/cell_provenance.cpp" line="130" />
            <source>The model's projection adds its bias after the sum: x·W + b.</source>
            <translation>模型的投影在求和之后加上偏置：x·W + b。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/cell_provenance.cpp" line="159" />
            <source>Rotary positions: the pair (%1, %2) of this head turns by the angle θ = position × ω%3, the same for queries and keys at the same position.</source>
            <translation>旋转位置编码：本头的这对列 (%1, %2) 按角度 θ = 位置 × ω%3 旋转，同一位置的查询与键转过相同的角度。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/cell_provenance.cpp" line="204" />
            <source>Feature %1 of the embedding of token %2.</source>
            <translation>词元 %2 的嵌入向量的第 %1 个特征。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/cell_provenance.cpp" line="207" />
            <source>Feature %1 of this layer's input for token %2.</source>
            <translation>词元 %2 在该层输入中的第 %1 个特征。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/cell_provenance.cpp" line="273" />
            <source>Masked: query %1 may not see key %2, so its score becomes −∞ and its weight 0.</source>
            <translation>被掩码：查询 %1 不能看到键 %2，得分变为 −∞，权重为 0。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/cell_provenance.cpp" line="288" />
            <source>Masked: exp(−∞) = 0, so the weight is 0.</source>
            <translation>被掩码：exp(−∞) = 0，所以权重为 0。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/cell_provenance.cpp" line="295" />
            <source>Dropped by dropout: the weight %1 became 0.</source>
            <translation>被暂退法丢弃：权重 %1 变为 0。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/cell_provenance.cpp" line="299" />
            <source>Kept by dropout: %1 / (1 − p) = &lt;b&gt;%2&lt;/b&gt;</source>
            <translation>暂退法保留：%1 / (1 − p) = &lt;b&gt;%2&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/cell_provenance.cpp" line="326" />
            <source>Row %1 of the scores:</source>
            <translation>得分的第 %1 行：</translation>
        </message>
    </context>
    <context>
        <name>ae::ClassSession</name>
        <message>
            <location filename="../../ui/session/class_session.cpp" line="56" />
            <source>Cannot listen on %1 port %2: %3</source>
            <translation>无法在 %1 的端口 %2 上监听：%3</translation>
        </message>
    </context>
    <context>
        <name>ae::ClassSessionPanel</name>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="183" />
            <source>Address and port:</source>
            <translation>地址和端口：</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="201" />
            <source>Start session</source>
            <translation>开始课堂</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="184" />
            <source>Ask: sketch this row</source>
            <translation>提问：画出这一行</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="186" />
            <source>Students sketch the attention row on screen (the Distribution tab's query and head).</source>
            <translation>学生画出屏幕上的注意力行（“分布”页所选的查询和头）。</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="187" />
            <source>Ask: which key wins?</source>
            <translation>提问：哪个键权重最大？</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="188" />
            <source>Ask: the lesson's question</source>
            <translation>提问：课程的问题</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="189" />
            <source>Students answer the question of the lesson scene on screen (any kind); its answer is computed from the scene's run.</source>
            <translation>学生回答屏幕上课程场景的问题（任何类型）；答案由该场景的运行结果计算得出。</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="191" />
            <source>Reveal</source>
            <translation>揭晓</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="193" />
            <source>class</source>
            <translation>全班</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="194" />
            <source>true</source>
            <translation>真实</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="195" />
            <source>Show names</source>
            <translation>显示姓名</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="201" />
            <source>Stop session</source>
            <translation>结束课堂</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="204" />
            <source>Open %1 on a phone or laptop in this network, or scan the code.</source>
            <translation>在同一网络中的手机或电脑上打开 %1，或扫描二维码。</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="205" />
            <source>Not started: nothing listens until you start the session.</source>
            <translation>未开始：开始课堂之前不监听任何端口。</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="206" />
            <source>Join code %1</source>
            <translation>加入码 %1</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="272" />
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="293" />
            <source>No query row to ask about: click a row of a heatmap first.</source>
            <translation>没有可提问的查询行：请先点击热力图中的一行。</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="276" />
            <source>Sketch the attention of query %1 '%2': how much weight does it give each key?</source>
            <translation>画出查询 %1“%2”的注意力：它给每个键多少权重？</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="282" />
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="302" />
            <source>Cannot ask this row: %1</source>
            <translation>无法就这一行提问：%1</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="296" />
            <source>Which key does query %1 '%2' attend to most?</source>
            <translation>查询 %1“%2”最关注哪个键？</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="319" />
            <source>No lesson question to ask: play a lesson whose scene has a question.</source>
            <translation>没有可提的课程问题：请播放一个场景带有问题的课程。</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="331" />
            <source>Cannot ask this question: %1</source>
            <translation>无法提出这个问题：%1</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="353" />
            <source>Joined: %1 · Answered: %2</source>
            <translation>已加入：%1 · 已作答：%2</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="394" />
            <source>class's mean sketch</source>
            <translation>全班的平均草图</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="394" />
            <source>answers</source>
            <translation>答案</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="395" />
            <source>true row</source>
            <translation>真实的行</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="395" />
            <source>right answer</source>
            <translation>正确答案</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="398" />
            <source>weight</source>
            <translation>权重</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="398" />
            <source>students</source>
            <translation>学生</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="406" />
            <source>Mean %1, median %2.</source>
            <translation>平均值 %1，中位数 %2。</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="408" />
            <source>The answer: %1.</source>
            <translation>答案：%1。</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="410" />
            <source> Right: %1 of %2 (%3 %).</source>
            <translation> 答对：%2 人中 %1 人（%3%）。</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="415" />
            <source> Distance of the mean sketch to the true row (total variation): %1; mean distance of one sketch: %2.</source>
            <translation> 平均草图与真实行的距离（总变差）：%1；单个草图的平均距离：%2。</translation>
        </message>
        <message>
            <location filename="../../ui/session_panel/class_session_panel.cpp" line="439" />
            <source>%1 ✓</source>
            <translation>%1 ✓</translation>
        </message>
    </context>
    <context>
        <name>ae::ColorMaps</name>
        <message>
            <location filename="../../ui/views/color_maps.cpp" line="94" />
            <source>Viridis</source>
            <translation>Viridis</translation>
        </message>
        <message>
            <location filename="../../ui/views/color_maps.cpp" line="96" />
            <source>Cividis (colour-blind safe)</source>
            <translation>Cividis（色盲友好）</translation>
        </message>
        <message>
            <location filename="../../ui/views/color_maps.cpp" line="98" />
            <source>Magma</source>
            <translation>Magma</translation>
        </message>
        <message>
            <location filename="../../ui/views/color_maps.cpp" line="100" />
            <source>Diverging (blue–white–red)</source>
            <translation>发散型（蓝–白–红）</translation>
        </message>
        <message>
            <location filename="../../ui/views/color_maps.cpp" line="102" />
            <source>Greys (print)</source>
            <translation>灰度（打印用）</translation>
        </message>
    </context>
    <context>
        <name>ae::CompareBar</name>
        <message>
            <location filename="../../ui/panels/compare_bar.cpp" line="63" />
            <source>Configuration B:</source>
            <translation>配置 B：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/compare_bar.cpp" line="67" />
            <source>Mask as in A</source>
            <translation>掩码同 A</translation>
        </message>
        <message>
            <location filename="../../ui/panels/compare_bar.cpp" line="68" />
            <source>No mask</source>
            <translation>无掩码</translation>
        </message>
        <message>
            <location filename="../../ui/panels/compare_bar.cpp" line="69" />
            <source>Causal mask</source>
            <translation>因果掩码</translation>
        </message>
        <message>
            <location filename="../../ui/panels/compare_bar.cpp" line="70" />
            <source>Window r = 1</source>
            <translation>窗口 r = 1</translation>
        </message>
        <message>
            <location filename="../../ui/panels/compare_bar.cpp" line="71" />
            <source>Show:</source>
            <translation>显示：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/compare_bar.cpp" line="79" />
            <source>Head %1</source>
            <translation>头 %1</translation>
        </message>
        <message>
            <location filename="../../ui/panels/compare_bar.cpp" line="79" />
            <source>Mean over heads</source>
            <translation>各头平均</translation>
        </message>
        <message>
            <location filename="../../ui/panels/compare_bar.cpp" line="116" />
            <source>no mask</source>
            <translation>无掩码</translation>
        </message>
        <message>
            <location filename="../../ui/panels/compare_bar.cpp" line="119" />
            <source>valid lengths</source>
            <translation>有效长度</translation>
        </message>
        <message>
            <location filename="../../ui/panels/compare_bar.cpp" line="122" />
            <source>causal mask</source>
            <translation>因果掩码</translation>
        </message>
        <message>
            <location filename="../../ui/panels/compare_bar.cpp" line="125" />
            <source>window r = %1</source>
            <translation>窗口 r = %1</translation>
        </message>
        <message>
            <location filename="../../ui/panels/compare_bar.cpp" line="128" />
            <source>custom mask</source>
            <translation>自定义掩码</translation>
        </message>
        <message>
            <location filename="../../ui/panels/compare_bar.cpp" line="132" />
            <source>%1, %2</source>
            <translation>%1，%2</translation>
        </message>
    </context>
    <context>
        <name>ae::CompareView</name>
        <message>
            <location filename="../../ui/views/compare_view.cpp" line="246" />
            <location filename="../../ui/views/compare_view.cpp" line="309" />
            <source>A − B</source>
            <translation>A − B</translation>
        </message>
        <message>
            <location filename="../../ui/views/compare_view.cpp" line="284" />
            <source>mean over heads</source>
            <translation>各头平均</translation>
        </message>
        <message>
            <location filename="../../ui/views/compare_view.cpp" line="284" />
            <source>head %1</source>
            <translation>头 %1</translation>
        </message>
        <message>
            <location filename="../../ui/views/compare_view.cpp" line="307" />
            <source>A: %1 (%2)</source>
            <translation>A：%1（%2）</translation>
        </message>
        <message>
            <location filename="../../ui/views/compare_view.cpp" line="307" />
            <source>A: %1</source>
            <translation>A：%1</translation>
        </message>
        <message>
            <location filename="../../ui/views/compare_view.cpp" line="308" />
            <source>B: %1 (%2)</source>
            <translation>B：%1（%2）</translation>
        </message>
        <message>
            <location filename="../../ui/views/compare_view.cpp" line="308" />
            <source>B: %1</source>
            <translation>B：%1</translation>
        </message>
        <message>
            <location filename="../../ui/views/compare_view.cpp" line="319" />
            <source>Choose two configurations to compare.</source>
            <translation>请选择两个要比较的配置。</translation>
        </message>
        <message>
            <location filename="../../ui/views/compare_view.cpp" line="321" />
            <source>%1 does not exist in both configurations.</source>
            <translation>%1 并非在两个配置中都存在。</translation>
        </message>
        <message>
            <location filename="../../ui/views/compare_view.cpp" line="323" />
            <source>A is %1×%2 and B is %3×%4: only matrices of the same shape can be subtracted.</source>
            <translation>A 是 %1×%2，B 是 %3×%4：只有形状相同的矩阵才能相减。</translation>
        </message>
    </context>
    <context>
        <name>ae::ComplexityPage</name>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="63" />
            <source>self-attention</source>
            <translation>自注意力</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="65" />
            <source>recurrent</source>
            <translation>循环神经网络</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="67" />
            <source>convolutional</source>
            <translation>卷积</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="69" />
            <source>restricted self-attention</source>
            <translation>受限自注意力</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="78" />
            <source>Self-attention</source>
            <translation>自注意力</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="80" />
            <source>Recurrent</source>
            <translation>循环神经网络</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="82" />
            <source>Convolutional (kernel k)</source>
            <translation>卷积（核大小 k）</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="84" />
            <source>Restricted self-attention (r)</source>
            <translation>受限自注意力（r）</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="133" />
            <source>sequence length n</source>
            <translation>序列长度 n</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="442" />
            <source>The n of the table's numbers</source>
            <translation>表中数值所用的 n</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="443" />
            <source>Contiguous kernels: path O(n/k) (class notes, d2l)</source>
            <translation>连续卷积核：路径 O(n/k)（课堂笔记，d2l）</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="444" />
            <source>Dilated kernels: path O(log_k n) (Vaswani et al.)</source>
            <translation>空洞卷积核：路径 O(log_k n)（Vaswani 等）</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="446" />
            <source>Maximum path length of the convolution: stacked contiguous kernels need ⌈(n−1)/(k−1)⌉ layers, dilated kernels ⌈log_k n⌉</source>
            <translation>卷积的最大路径长度：堆叠连续卷积核需要 ⌈(n−1)/(k−1)⌉ 层，空洞卷积核需要 ⌈log_k n⌉ 层</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="448" />
            <source>n (table):</source>
            <translation>n（表格）：</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="449" />
            <source>d:</source>
            <translation>d：</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="450" />
            <source>k:</source>
            <translation>k：</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="451" />
            <source>r:</source>
            <translation>r：</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="452" />
            <source>Plot n from</source>
            <translation>绘图 n 从</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="453" />
            <source>to</source>
            <translation>到</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="454" />
            <source>Convolution:</source>
            <translation>卷积：</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="458" />
            <source>Layer:</source>
            <translation>层：</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="459" />
            <source>Positions:</source>
            <translation>位置：</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="460" />
            <source>Path diagram (k and r from the sliders)</source>
            <translation>路径图（k 和 r 取自滑块）</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="463" />
            <source>Operations per layer (colours as in the table)</source>
            <translation>每层运算量（颜色与表格一致）</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="463" />
            <source>Operations per layer</source>
            <translation>每层运算量</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="464" />
            <source>operations</source>
            <translation>运算量</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="467" />
            <source>Sequential operations (colours as in the table)</source>
            <translation>顺序操作（颜色与表格一致）</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="468" />
            <source>steps</source>
            <translation>步数</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="471" />
            <source>Maximum path length (colours as in the table)</source>
            <translation>最大路径长度（颜色与表格一致）</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="472" />
            <source>layers / steps</source>
            <translation>层数 / 步数</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="474" />
            <source>Measured here (points) vs c·operations (lines)</source>
            <translation>本机实测（点）与 c·运算量（线）</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="475" />
            <source>Measured (points) vs c·operations</source>
            <translation>实测（点）与 c·运算量</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="476" />
            <source>seconds per forward pass</source>
            <translation>每次前向计算的秒数</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="477" />
            <source>Press Measure to time the layers
on this computer</source>
            <translation>按“测量”，在这台电脑上
为各层计时</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="478" />
            <source>Measure</source>
            <translation>测量</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="479" />
            <source>Time real layers (1-D convolution, tanh RNN, self-attention, restricted self-attention) for a range of n</source>
            <translation>对一系列 n 实测真实层的耗时（一维卷积、tanh 循环神经网络、自注意力、受限自注意力）</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="481" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="492" />
            <source>Not measured yet.</source>
            <translation>尚未测量。</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="560" />
            <source>n = %1 … %2</source>
            <translation>n = %1 … %2</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="571" />
            <source>at n = %1</source>
            <translation>n = %1 时</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="572" />
            <source>Layer</source>
            <translation>层类型</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="572" />
            <source>Complexity per layer</source>
            <translation>每层复杂度</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="467" />
            <location filename="../../ui/complexity/complexity_page.cpp" line="573" />
            <source>Sequential operations</source>
            <translation>顺序操作</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="471" />
            <location filename="../../ui/complexity/complexity_page.cpp" line="573" />
            <source>Maximum path length</source>
            <translation>最大路径长度</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="599" />
            <source>The trade-off in one sentence: a CNN and self-attention compute every position in parallel while an RNN needs n steps one after another; only self-attention links any two positions within one layer (maximum path length 1), and it pays n²·d operations per layer for it, quadratic in the sequence length.</source>
            <translation>一句话概括取舍：CNN 和自注意力都能并行计算所有位置，而 RNN 必须一步接一步地走 n 步；只有自注意力在一层之内就连接任意两个位置（最大路径长度为 1），代价是每层 n²·d 次运算，随序列长度平方增长。</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="607" />
            <source>n &lt; d = %1</source>
            <translation>n &lt; d = %1</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="607" />
            <source>n &lt; k·d = %1</source>
            <translation>n &lt; k·d = %1</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="608" />
            <source>Self-attention costs fewer operations than the %1 layer while %2.</source>
            <translation>当 %2 时，自注意力的运算量少于%1层。</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="612" />
            <source>Restricted self-attention is full self-attention while n ≤ r = %1 (each query sees every position); above it, it costs r·n·d &lt; n²·d.</source>
            <translation>当 n ≤ r = %1 时，受限自注意力就是完整的自注意力（每个查询都能看到所有位置）；超过之后，它的开销为 r·n·d &lt; n²·d。</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="709" />
            <source>n = d</source>
            <translation>n = d</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="710" />
            <source>n = k·d</source>
            <translation>n = k·d</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="711" />
            <source>n = r</source>
            <translation>n = r</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="712" />
            <source>%1 = %2</source>
            <translation>%1 = %2</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="787" />
            <source>Dilated kernels of size k (dilation 1, k, k², …): after L layers a position sees k^L inputs, so any pair meets within ⌈log_k n⌉ layers.</source>
            <translation>大小为 k 的空洞卷积核（膨胀率 1, k, k², …）：L 层之后一个位置能看到 k^L 个输入，因此任意两个位置在 ⌈log_k n⌉ 层之内相遇。</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="790" />
            <source>Centred kernels of size k: after L layers a position sees L·(k−1)+1 inputs, so x_i and x_j meet after ⌈|i−j|/(k−1)⌉ layers.</source>
            <translation>大小为 k 的居中卷积核：L 层之后一个位置能看到 L·(k−1)+1 个输入，因此 x_i 与 x_j 在 ⌈|i−j|/(k−1)⌉ 层之后相遇。</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="795" />
            <source>Each query sees the r positions centred on it: x_i and x_j meet after ⌈|i−j|/(r−1)⌉ layers.</source>
            <translation>每个查询只看到以自己为中心的 r 个位置：x_i 与 x_j 在 ⌈|i−j|/(r−1)⌉ 层之后相遇。</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="799" />
            <source>The hidden state carries x_i forward one step at a time: |i−j| sequential steps.</source>
            <translation>隐状态把 x_i 一步一步向后传递：需要 |i−j| 个顺序步骤。</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="803" />
            <source>Every output attends to every input: one layer for any pair.</source>
            <translation>每个输出都关注每个输入：任意两个位置只需一层。</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="495" />
            <source>Measuring n = %1 … %2 with d = %3 …</source>
            <translation>正在测量 n = %1 … %2，d = %3 …</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="501" />
            <source>Measurement cancelled: the points show what finished.</source>
            <translation>测量已取消：图中的点是已完成的部分。</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="505" />
            <source>Medians of 3; d = %1, k = %2, r = %3; lines: one fitted c per layer</source>
            <translation>3 次测量的中位数；d = %1，k = %2，r = %3；线：每种层拟合一个 c</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="938" />
            <source>%1 measured</source>
            <translation>%1 实测</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/complexity_page.cpp" line="953" />
            <source>%1: c = %2 s/op</source>
            <translation>%1：c = %2 秒/次运算</translation>
        </message>
    </context>
    <context>
        <name>ae::DenseVsAttentionPage</name>
        <message>
            <location filename="../../ui/lessons/dense_vs_attention_page.cpp" line="140" />
            <source>%1 = %2</source>
            <translation>%1 = %2</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dense_vs_attention_page.cpp" line="142" />
            <source>Move up</source>
            <translation>上移</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dense_vs_attention_page.cpp" line="143" />
            <source>Move down</source>
            <translation>下移</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dense_vs_attention_page.cpp" line="144" />
            <source>A B C</source>
            <translation>A B C</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dense_vs_attention_page.cpp" line="145" />
            <source>Back to the order the dense layer was trained on</source>
            <translation>恢复全连接层训练时的顺序</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dense_vs_attention_page.cpp" line="147" />
            <source>&lt;b&gt;Attention is not a fully connected layer.&lt;/b&gt; Both combine the inputs as O = w&lt;sub&gt;1&lt;/sub&gt;·x&lt;sub&gt;1&lt;/sub&gt; + w&lt;sub&gt;2&lt;/sub&gt;·x&lt;sub&gt;2&lt;/sub&gt; + w&lt;sub&gt;3&lt;/sub&gt;·x&lt;sub&gt;3&lt;/sub&gt;. A dense layer's weights belong to the positions: trained on the order A B C with B mattering most, it keeps the weights %1 for slots 1, 2, 3 — so reordering the inputs changes which one matters and changes O. Attention computes each weight from the content, w&lt;sub&gt;s&lt;/sub&gt; = softmax&lt;sub&gt;s&lt;/sub&gt;(q·x&lt;sub&gt;s&lt;/sub&gt; / √d) with the query q = %2: reorder the inputs and the weights travel with them, B stays the most important and O does not change. Drag the inputs (or select one and use the buttons or Ctrl+↑ / Ctrl+↓).</source>
            <translation>&lt;b&gt;注意力不是全连接层。&lt;/b&gt;两者都把输入组合成 O = w&lt;sub&gt;1&lt;/sub&gt;·x&lt;sub&gt;1&lt;/sub&gt; + w&lt;sub&gt;2&lt;/sub&gt;·x&lt;sub&gt;2&lt;/sub&gt; + w&lt;sub&gt;3&lt;/sub&gt;·x&lt;sub&gt;3&lt;/sub&gt;。全连接层的权重属于位置：它在顺序 A B C 上训练、B 最重要，于是第 1、2、3 个位置的权重固定为 %1——输入一换顺序，最重要的就换了一个，O 也随之改变。注意力则根据内容计算每个权重，w&lt;sub&gt;s&lt;/sub&gt; = softmax&lt;sub&gt;s&lt;/sub&gt;(q·x&lt;sub&gt;s&lt;/sub&gt; / √d)，查询 q = %2：输入换顺序，权重跟着输入一起移动，B 仍然最重要，O 不变。拖动输入即可换顺序（也可选中一项后用按钮或 Ctrl+↑ / Ctrl+↓）。</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dense_vs_attention_page.cpp" line="162" />
            <source>Dense layer: weights stick to positions</source>
            <translation>全连接层：权重固定在位置上</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dense_vs_attention_page.cpp" line="163" />
            <source>Attention: weights follow the content</source>
            <translation>注意力：权重跟随内容</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dense_vs_attention_page.cpp" line="165" />
            <source>slot</source>
            <translation>位置</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dense_vs_attention_page.cpp" line="166" />
            <source>weight</source>
            <translation>权重</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dense_vs_attention_page.cpp" line="168" />
            <source>Inputs, slot 1 at the top:</source>
            <translation>输入（最上面是第 1 个位置）：</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dense_vs_attention_page.cpp" line="245" />
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dense_vs_attention_page.cpp" line="254" />
            <location filename="../../ui/lessons/dense_vs_attention_page.cpp" line="257" />
            <source>Most important: &lt;b&gt;%1&lt;/b&gt;. Output O = %2.</source>
            <translation>最重要：&lt;b&gt;%1&lt;/b&gt;。输出 O = %2。</translation>
        </message>
    </context>
    <context>
        <name>ae::DropoutPage</name>
        <message>
            <location filename="../../ui/lessons/dropout_page.cpp" line="118" />
            <source>key</source>
            <translation>键</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dropout_page.cpp" line="119" />
            <source>query</source>
            <translation>查询</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dropout_page.cpp" line="102" />
            <source>Training mode</source>
            <translation>训练模式</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dropout_page.cpp" line="103" />
            <source>Draw again</source>
            <translation>重新抽取</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dropout_page.cpp" line="105" />
            <source>&lt;b&gt;Dropout on the attention weights.&lt;/b&gt; In training mode every weight is dropped (set to 0) with probability p, independently, and every weight that survives is multiplied by 1/(1 − p). This is inverted dropout: each weight keeps its expected value, so nothing has to change at evaluation time. The rows no longer sum to 1 and two identical queries can get different outputs. In evaluation mode dropout does nothing: the weights are the softmax's, the same on every run. One head of scaled dot-product self-attention on %1 random tokens of width %2.</source>
            <translation>&lt;b&gt;注意力权重上的暂退法（dropout）。&lt;/b&gt;训练模式下，每个权重以概率 p 独立地被丢弃（置为 0），保留下来的权重都乘以 1/(1 − p)。这就是反向暂退法（inverted dropout）：每个权重的期望值不变，所以评估时无需任何改动。每行之和不再是 1，两个相同的查询也可能得到不同的输出。评估模式下暂退法不起作用：权重就是 softmax 的输出，每次运行都相同。这里是一个缩放点积自注意力头，作用在 %1 个宽度为 %2 的随机词元上。</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dropout_page.cpp" line="115" />
            <source>Softmax weights</source>
            <translation>softmax 权重</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dropout_page.cpp" line="116" />
            <source>Weights the output uses</source>
            <translation>输出实际使用的权重</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dropout_page.cpp" line="114" />
            <source>Drop probability p:</source>
            <translation>暂退概率 p：</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dropout_page.cpp" line="172" />
            <source>Training mode, p = %1: kept %2 of %3 weights, each multiplied by 1/(1 − p) = %4; the %5 marked × are dropped. Draw %6.</source>
            <translation>训练模式，p = %1：%3 个权重中保留 %2 个，每个都乘以 1/(1 − p) = %4；标 × 的 %5 个被丢弃。第 %6 次抽取。</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dropout_page.cpp" line="180" />
            <source>Row sums now: %1 (each is 1 on average).</source>
            <translation>现在的各行之和：%1（平均每行为 1）。</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/dropout_page.cpp" line="182" />
            <source>Evaluation mode: no dropout. The weights are used as they are, the same on every run.</source>
            <translation>评估模式：不使用暂退法。权重原样使用，每次运行都相同。</translation>
        </message>
    </context>
    <context>
        <name>ae::EncodingMatrixPanel</name>
        <message>
            <location filename="../../ui/positional/encoding_matrix_panel.cpp" line="99" />
            <source>encoding dimension (even = sin, odd = cos)</source>
            <translation>编码维度（偶数 = sin，奇数 = cos）</translation>
        </message>
        <message>
            <location filename="../../ui/positional/encoding_matrix_panel.cpp" line="100" />
            <location filename="../../ui/positional/encoding_matrix_panel.cpp" line="102" />
            <source>position i</source>
            <translation>位置 i</translation>
        </message>
        <message>
            <location filename="../../ui/positional/encoding_matrix_panel.cpp" line="101" />
            <source>Positional encoding P (n × d)</source>
            <translation>位置编码 P（n × d）</translation>
        </message>
        <message>
            <location filename="../../ui/positional/encoding_matrix_panel.cpp" line="103" />
            <source>value</source>
            <translation>值</translation>
        </message>
        <message>
            <location filename="../../ui/positional/encoding_matrix_panel.cpp" line="104" />
            <source>Columns against position</source>
            <translation>各列随位置的变化</translation>
        </message>
        <message>
            <location filename="../../ui/positional/encoding_matrix_panel.cpp" line="105" />
            <source>First column:</source>
            <translation>起始列：</translation>
        </message>
        <message>
            <location filename="../../ui/positional/encoding_matrix_panel.cpp" line="106" />
            <source>Number of columns:</source>
            <translation>列数：</translation>
        </message>
        <message>
            <location filename="../../ui/positional/encoding_matrix_panel.cpp" line="108" />
            <source>Row i is the encoding added to the token at position i. Column 2j holds sin(i·ω_j) and column 2j+1 holds cos(i·ω_j) with ω_j = base^(−2j/d): the frequency falls along the dimensions, so columns 6 and 7 oscillate faster than columns 8 and 9.</source>
            <translation>第 i 行是加到位置 i 上的词元的编码。第 2j 列为 sin(i·ω_j)，第 2j+1 列为 cos(i·ω_j)，其中 ω_j = base^(−2j/d)：频率沿维度递减，所以第 6、7 列比第 8、9 列振荡得更快。</translation>
        </message>
        <message>
            <location filename="../../ui/positional/encoding_matrix_panel.cpp" line="132" />
            <source>%1
sin</source>
            <translation>%1
sin</translation>
        </message>
        <message>
            <location filename="../../ui/positional/encoding_matrix_panel.cpp" line="132" />
            <source>%1
cos</source>
            <translation>%1
cos</translation>
        </message>
        <message>
            <location filename="../../ui/positional/encoding_matrix_panel.cpp" line="162" />
            <source>column %1 (sin)</source>
            <translation>第 %1 列（sin）</translation>
        </message>
        <message>
            <location filename="../../ui/positional/encoding_matrix_panel.cpp" line="162" />
            <source>column %1 (cos)</source>
            <translation>第 %1 列（cos）</translation>
        </message>
    </context>
    <context>
        <name>ae::EngineErrorText</name>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="51" />
            <source>must be at least %1, got %2</source>
            <translation>必须至少为 %1，实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="53" />
            <source>must be at least 1</source>
            <translation>必须至少为 1</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="55" />
            <source>%1; must be from %2 to %3</source>
            <translation>%1；必须在 %2 到 %3 之间</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="57" />
            <source>must be a finite number &gt; 0, got %1</source>
            <translation>必须是大于 0 的有限数，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="59" />
            <source>must be a finite number ≥ 0, got %1</source>
            <translation>必须是 ≥ 0 的有限数，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="61" />
            <source>must be finite</source>
            <translation>必须是有限数</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="63" />
            <source>must be finite and ≥ 0</source>
            <translation>必须是有限数且 ≥ 0</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="65" />
            <source>must be positive</source>
            <translation>必须为正数</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="67" />
            <source>must be a positive number</source>
            <translation>必须是正数</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="69" />
            <source>must be 0 or more</source>
            <translation>必须为 0 或更大</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="71" />
            <source>must be a number</source>
            <translation>必须是一个数</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="73" />
            <source>must lie in [0, 1)</source>
            <translation>必须在 [0, 1) 之内</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="75" />
            <source>must satisfy 0 ≤ p &lt; 1, got %1</source>
            <translation>必须满足 0 ≤ p &lt; 1，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="77" />
            <source>is empty</source>
            <translation>为空</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="79" />
            <source>line %1 has %2 tokens; the limit is %3 (maximum sequence length)</source>
            <translation>第 %1 行有 %2 个词元；上限是 %3（最大序列长度）</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="82" />
            <source>has more than %1 non-empty lines (batch items); the limit is %1 (maximum batch size)</source>
            <translation>非空行（批量项）多于 %1 行；上限是 %1（最大批量）</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="85" />
            <source>%1 is above the limit of %2 (maximum model width)</source>
            <translation>%1 超过了上限 %2（最大模型宽度）</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="87" />
            <source>the batch size is %1; the largest accepted is %2</source>
            <translation>批量大小为 %1；允许的最大值是 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="89" />
            <source>the number of queries n is %1; the largest accepted is %2</source>
            <translation>查询数 n 为 %1；允许的最大值是 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="91" />
            <source>the number of keys m is %1; the largest accepted is %2</source>
            <translation>键数 m 为 %1；允许的最大值是 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="93" />
            <source>the input width d is %1; the largest accepted is %2</source>
            <translation>输入宽度 d 为 %1；允许的最大值是 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="95" />
            <source>the key input width is %1; the largest accepted is %2</source>
            <translation>键输入宽度为 %1；允许的最大值是 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="97" />
            <source>the value input width is %1; the largest accepted is %2</source>
            <translation>值输入宽度为 %1；允许的最大值是 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="99" />
            <source>the number of heads is %1; the largest accepted is %2</source>
            <translation>头数为 %1；允许的最大值是 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="101" />
            <source>the projected query width is %1; the largest accepted is %2</source>
            <translation>投影后的查询宽度为 %1；允许的最大值是 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="103" />
            <source>the projected key width is %1; the largest accepted is %2</source>
            <translation>投影后的键宽度为 %1；允许的最大值是 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="105" />
            <source>the model width is %1; the largest accepted is %2</source>
            <translation>模型宽度为 %1；允许的最大值是 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="107" />
            <source>the output width is %1; the largest accepted is %2</source>
            <translation>输出宽度为 %1；允许的最大值是 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="109" />
            <source>the trace of this pass would hold %1, above the limit of %2; use shorter sequences, fewer heads or a smaller batch</source>
            <translation>本次计算的中间结果将占用 %1，超过了上限 %2；请使用更短的序列、更少的头或更小的批量</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="112" />
            <source>the trace of %1 tokens would hold %2, above the limit of %3</source>
            <translation>%1 个词元的中间结果将占用 %2，超过了上限 %3</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="114" />
            <source>a step of %1 sequences would keep %2 of activations, above the limit of %3</source>
            <translation>一步 %1 个序列将保留 %2 的激活值，超过了上限 %3</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="117" />
            <source>not enough memory for this pass; use shorter sequences, fewer heads or a smaller batch</source>
            <translation>内存不足，无法完成本次计算；请使用更短的序列、更少的头或更小的批量</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="120" />
            <source>not enough memory for this configuration</source>
            <translation>内存不足，无法计算此配置</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="122" />
            <source>holds no tokens; expected at least one word</source>
            <translation>没有词元；至少需要一个词</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="124" />
            <source>has %1 lines but text has %2; expected one line, or one per line of text</source>
            <translation>有 %1 行，但 text 有 %2 行；应为一行，或与 text 每行一一对应</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="127" />
            <source>required: give "inputs" (an n×d matrix) or "text"</source>
            <translation>必填：请给出 "inputs"（一个 n×d 矩阵）或 "text"</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="129" />
            <source>expected %1 labels (one per query), found %2</source>
            <translation>应有 %1 个标签（每个查询一个），实际为 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="131" />
            <source>expected %1 labels (one per key), found %2</source>
            <translation>应有 %1 个标签（每个键一个），实际为 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="133" />
            <source>expected %1 arrays of lengths (one per batch item), found %2</source>
            <translation>应有 %1 个长度数组（每个批量项一个），实际为 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="135" />
            <source>expected %1 lengths (one per batch item), found %2</source>
            <translation>应有 %1 个长度（每个批量项一个），实际为 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="137" />
            <source>expected %1 lengths (one per query), found %2</source>
            <translation>应有 %1 个长度（每个查询一个），实际为 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="139" />
            <source>expected a length from 0 to %1 (the number of keys m), found %2</source>
            <translation>长度应在 0 到 %1 之间（键数 m），实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="142" />
            <source>expected one entry per batch item (%1), got %2</source>
            <translation>应为每个批量项一个条目（%1 个），实际为 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="144" />
            <source>batch item %1: expected one length per query (%2), got %3</source>
            <translation>批量项 %1：应为每个查询一个长度（%2 个），实际为 %3 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="146" />
            <source>batch item %1: expected one length, got %2</source>
            <translation>批量项 %1：应为一个长度，实际为 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="148" />
            <source>batch item %1, query %2: length %3 is outside 0..%4 (m = number of keys)</source>
            <translation>批量项 %1，查询 %2：长度 %3 超出 0..%4（m = 键数）</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="151" />
            <source>batch item %1: length %2 is outside 0..%3 (m = number of keys)</source>
            <translation>批量项 %1：长度 %2 超出 0..%3（m = 键数）</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="154" />
            <source>expected one matrix for all batch items or one per item (%1), got %2</source>
            <translation>应为所有批量项共用一个矩阵或每项一个（%1 个），实际为 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="157" />
            <source>expected %1×%2 (queries × keys), got %3×%4</source>
            <translation>应为 %1×%2（查询 × 键），实际为 %3×%4</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="159" />
            <source>batch item %1: expected %2×%3 (queries × keys), got %4×%5</source>
            <translation>批量项 %1：应为 %2×%3（查询 × 键），实际为 %4×%5</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="161" />
            <source>entries must be 0 or 1</source>
            <translation>元素必须为 0 或 1</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="163" />
            <source>batch item %1: entries must be 0 or 1</source>
            <translation>批量项 %1：元素必须为 0 或 1</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="165" />
            <source>batch index %1 is outside 0..%2</source>
            <translation>批量索引 %1 超出 0..%2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="167" />
            <source>expected a %1×%2 mask like the scores, got %3×%4</source>
            <translation>掩码应与得分一样为 %1×%2，实际为 %3×%4</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="169" />
            <source>expected a %1×%2 weight matrix like the scores, got %3×%4</source>
            <translation>权重矩阵应与得分一样为 %1×%2，实际为 %3×%4</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="171" />
            <source>rows [%1, %2) are outside the %3 rows of the scores</source>
            <translation>行 [%1, %2) 超出了得分的 %3 行</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="173" />
            <source>needs at least one n×d matrix; got none</source>
            <translation>至少需要一个 n×d 矩阵；实际没有</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="175" />
            <source>expected one matrix per batch item (%1), got %2</source>
            <translation>应为每个批量项一个矩阵（%1 个），实际为 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="177" />
            <source>batch item 0 has %1 rows; expected %2 (one per key)</source>
            <translation>批量项 0 有 %1 行；应为 %2 行（每个键一行）</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="179" />
            <source>batch item 0 is empty (%1); expected at least one row and one column</source>
            <translation>批量项 0 为空（%1）；至少需要一行一列</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="182" />
            <source>batch item %1 is %2; expected %3 like item 0 (every item must have the same shape)</source>
            <translation>批量项 %1 为 %2；应与第 0 项一样为 %3（每项的形状必须相同）</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="185" />
            <source>expected %1 columns (the input width d, torch.nn.Linear layout out×in), got %2</source>
            <translation>应有 %1 列（输入宽度 d，torch.nn.Linear 布局 out×in），实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="188" />
            <source>expected %1 columns (the key input width, torch.nn.Linear layout out×in), got %2</source>
            <translation>应有 %1 列（键输入宽度，torch.nn.Linear 布局 out×in），实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="191" />
            <source>expected %1 columns (the value input width, torch.nn.Linear layout out×in), got %2</source>
            <translation>应有 %1 列（值输入宽度，torch.nn.Linear 布局 out×in），实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="194" />
            <source>expected %1 columns (the concat width h·p_v), got %2</source>
            <translation>应有 %1 列（拼接宽度 h·p_v），实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="196" />
            <source>%1 does not divide the projected query width %2</source>
            <translation>%1 不能整除投影后的查询宽度 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="198" />
            <source>%1 does not divide the projected key width %2</source>
            <translation>%1 不能整除投影后的键宽度 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="200" />
            <source>%1 does not divide the projected value width %2</source>
            <translation>%1 不能整除投影后的值宽度 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="202" />
            <source>%1 heads do not divide the width %2</source>
            <translation>%1 个头不能整除宽度 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="204" />
            <source>%1 scoring needs per-head queries and keys of the same width; got p = %2 and p_k = %3</source>
            <translation>%1 打分要求每个头的查询和键宽度相同；实际 p = %2，p_k = %3</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="207" />
            <source>%1 needs queries and keys of the same width; got %2 and %3</source>
            <translation>%1 要求查询和键宽度相同；实际为 %2 和 %3</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="209" />
            <source>additive scoring needs W_q of shape hidden×%1 (p = per-head query width); got %2</source>
            <translation>加性打分要求 W_q 的形状为 hidden×%1（p = 每个头的查询宽度）；实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="212" />
            <source>additive scoring needs W_k of shape %1 (hidden × per-head key width); got %2</source>
            <translation>加性打分要求 W_k 的形状为 %1（hidden × 每个头的键宽度）；实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="215" />
            <source>additive scoring needs w_v of length %1 (hidden); got %2</source>
            <translation>加性打分要求 w_v 的长度为 %1（hidden）；实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="217" />
            <source>general scoring needs W of shape %1 (per-head query width × key width); got %2</source>
            <translation>general 打分要求 W 的形状为 %1（每个头的查询宽度 × 键宽度）；实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="220" />
            <source>unknown scoring function</source>
            <translation>未知的打分函数</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="222" />
            <source>expected an %1 block (queries × keys) for the scores, got %2</source>
            <translation>得分应为 %1 的块（查询 × 键），实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="224" />
            <source>rotary positions rotate pairs of columns, so the per-head width must be even; got %1</source>
            <translation>旋转位置编码成对旋转列，所以每个头的宽度必须是偶数；实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="227" />
            <source>rotary positions rotate pairs of columns, so the per-head width must be even; got p = %1</source>
            <translation>旋转位置编码成对旋转列，所以每个头的宽度必须是偶数；实际 p = %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="230" />
            <source>rotary positions rotate pairs of columns, so the per-head width must be even; got p = %1, p_k = %2</source>
            <translation>旋转位置编码成对旋转列，所以每个头的宽度必须是偶数；实际 p = %1，p_k = %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="233" />
            <source>a column in [0, d) and at least 2 samples</source>
            <translation>需要 [0, d) 中的一列和至少 2 个采样点</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="235" />
            <source>needs n ≥ 0 and d ≥ 0, got n = %1, d = %2</source>
            <translation>需要 n ≥ 0 且 d ≥ 0，实际 n = %1，d = %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="237" />
            <source>needs n ≥ 0 and 0 ≤ bits ≤ 62</source>
            <translation>需要 n ≥ 0 且 0 ≤ bits ≤ 62</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="239" />
            <source>rollout needs at least one layer with a head</source>
            <translation>注意力展开至少需要一层带一个头</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="241" />
            <source>a layer has no heads</source>
            <translation>有一层没有头</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="243" />
            <source>every head must be %1×%1</source>
            <translation>每个头都必须是 %1×%1</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="245" />
            <source>needs one slot per input (%1), got %2</source>
            <translation>每个输入需要一个位置（%1 个），实际为 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="247" />
            <source>must list every input exactly once</source>
            <translation>必须把每个输入恰好列出一次</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="249" />
            <source>one dense weight per input and a query as wide as the inputs</source>
            <translation>需要每个输入一个全连接权重，以及与输入同宽的查询</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="251" />
            <source>needs at least one token of width ≥ 1, got n = %1, d = %2</source>
            <translation>至少需要一个宽度 ≥ 1 的词元，实际 n = %1，d = %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="253" />
            <source>the shuffle demo needs at least one token of width ≥ 1</source>
            <translation>打乱演示至少需要一个宽度 ≥ 1 的词元</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="255" />
            <source>has %1 entries for %2 rows</source>
            <translation>有 %1 个条目，但有 %2 行</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="257" />
            <source>the two copies of %1 tokens from position %2 do not fit in %3 positions</source>
            <translation>从位置 %2 开始的两份 %1 个词元放不进 %3 个位置</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="260" />
            <source>needs at least 1 training point, got %1</source>
            <translation>至少需要 1 个训练点，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="262" />
            <source>kernel regression needs at least one training point</source>
            <translation>核回归至少需要一个训练点</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="264" />
            <source>needs one value per key: %1 keys, %2 values</source>
            <translation>每个键需要一个值：%1 个键，%2 个值</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="266" />
            <source>leave-one-out needs at least 2 points with one target each</source>
            <translation>留一法至少需要 2 个点，每个点一个目标值</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="268" />
            <source>the search range is empty</source>
            <translation>搜索范围为空</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="270" />
            <source>the vector width must be at least 1, got %1</source>
            <translation>向量宽度必须至少为 1，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="272" />
            <source>needs at least 2 samples, got %1</source>
            <translation>至少需要 2 个样本，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="274" />
            <source>needs at least one bin, got %1</source>
            <translation>至少需要一个区间，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="276" />
            <source>the histogram range is empty</source>
            <translation>直方图范围为空</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="278" />
            <source>needs at least one key and one row</source>
            <translation>至少需要一个键和一行</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="280" />
            <source>needs at least one key</source>
            <translation>至少需要一个键</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="282" />
            <source>must be at least 2 (one layer must widen the receptive field), got %1</source>
            <translation>必须至少为 2（一层必须扩大感受野），实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="285" />
            <source>must be odd and at least 3 (r positions centred on the query have (r − 1)/2 on each side), got %1</source>
            <translation>必须是至少为 3 的奇数（以查询为中心的 r 个位置两侧各有 (r − 1)/2 个），实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="288" />
            <source>the base of a logarithm must be at least 2</source>
            <translation>对数的底必须至少为 2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="290" />
            <source>channels and kernel size must be positive</source>
            <translation>通道数和卷积核大小必须为正数</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="292" />
            <source>expected %1 values (out·in·k), got %2</source>
            <translation>应有 %1 个值（out·in·k），实际为 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="294" />
            <source>expected %1 values, got %2</source>
            <translation>应有 %1 个值，实际为 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="296" />
            <source>the kernel has no taps</source>
            <translation>卷积核没有抽头</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="298" />
            <source>expects %1 input channels, the input has %2</source>
            <translation>需要 %1 个输入通道，输入有 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="300" />
            <source>must be square (hidden×hidden)</source>
            <translation>必须是方阵（hidden×hidden）</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="302" />
            <source>must be %1×%2 (hidden×input)</source>
            <translation>必须是 %1×%2（hidden×input）</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="304" />
            <source>must have %1 entries</source>
            <translation>必须有 %1 个条目</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="306" />
            <source>positions must lie in 1…%1</source>
            <translation>位置必须在 1…%1 之内</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="308" />
            <source>every length must be at least 1, got %1</source>
            <translation>每个长度都必须至少为 1，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="310" />
            <source>entry %1 is %2; a distribution needs finite values ≥ 0</source>
            <translation>条目 %1 为 %2；分布需要 ≥ 0 的有限值</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="312" />
            <source>sums to %1, not 1</source>
            <translation>总和为 %1，不是 1</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="314" />
            <source>%1 bytes; at most %2</source>
            <translation>%1 字节；最多 %2 字节</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="316" />
            <source>a number question has no choices</source>
            <translation>数值题没有选项</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="318" />
            <source>%1 choices; between 2 and %2</source>
            <translation>%1 个选项；应在 2 到 %2 之间</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="320" />
            <source>choice %1 is %2 bytes; at most %3</source>
            <translation>选项 %1 有 %2 字节；最多 %3 字节</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="322" />
            <source>has %1 entries for %2 choices</source>
            <translation>有 %1 个条目，但有 %2 个选项</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="324" />
            <source>%1 is not one of the %2 choices</source>
            <translation>%1 不是 %2 个选项之一</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="326" />
            <source>%1 keys for a row of %2</source>
            <translation>%1 个键，但该行有 %2 个值</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="328" />
            <source>bar %1 is %2; bars are finite and ≥ 0</source>
            <translation>柱 %1 为 %2；柱高必须是 ≥ 0 的有限数</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="330" />
            <source>the bars sum to 0: nothing was sketched</source>
            <translation>柱高之和为 0：什么都没有画</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="332" />
            <source>%1 entries against %2</source>
            <translation>%1 个条目对 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="334" />
            <source>%1 bars for %2 keys</source>
            <translation>%1 个柱，但有 %2 个键</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="336" />
            <source>key %1 is not one of the %2 keys</source>
            <translation>键 %1 不是 %2 个键之一</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="338" />
            <source>do not have the model's tensors</source>
            <translation>与模型的张量不一致</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="340" />
            <source>a tensor's size differs from the model's</source>
            <translation>某个张量的大小与模型的不同</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="342" />
            <source>character %1 is not a printable ASCII character</source>
            <translation>字符 %1 不是可打印的 ASCII 字符</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="344" />
            <source>'%1' is reserved for unknown characters</source>
            <translation>“%1”保留给未知字符</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="346" />
            <source>'%1' appears twice</source>
            <translation>“%1”出现了两次</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="348" />
            <source>%1 symbols leave no room for an answer in a sequence of %2</source>
            <translation>%1 个符号在长度为 %2 的序列中没有留下回答的位置</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="350" />
            <source>column %1: symbols are printable ASCII characters without spaces</source>
            <translation>第 %1 列：符号必须是不含空格的可打印 ASCII 字符</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="353" />
            <source>column %1: '?' is reserved for unknown characters</source>
            <translation>第 %1 列：“?”保留给未知字符</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="355" />
            <source>expected one '|' between the question and its answer</source>
            <translation>问题和答案之间应有一个“|”</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="357" />
            <source>the question and the answer must not be empty</source>
            <translation>问题和答案都不能为空</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="359" />
            <source>%1 symbols; at most %2</source>
            <translation>%1 个符号；最多 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="361" />
            <source>%1 symbols, but line %2 has %3 (every line must have the same length)</source>
            <translation>%1 个符号，但第 %2 行有 %3 个（每行长度必须相同）</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="364" />
            <source>more than %1 examples</source>
            <translation>样例多于 %1 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="366" />
            <source>the file needs at least two different examples (one is held out)</source>
            <translation>文件至少需要两个不同的样例（留出一个用于检验）</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="369" />
            <source>balanced brackets need an even length</source>
            <translation>平衡括号需要偶数长度</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="371" />
            <source>the pattern needs at least two letters</source>
            <translation>该模式至少需要两个字母</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="373" />
            <source>only a GPT-2 model (causal, tied unembedding) trains</source>
            <translation>只有 GPT-2 模型（因果、共享反嵌入）可以训练</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="375" />
            <source>only a GPT-2 model generates text</source>
            <translation>只有 GPT-2 模型能生成文本</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="377" />
            <source>%1 tokens; the model has %2 positions</source>
            <translation>%1 个词元；模型只有 %2 个位置</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="379" />
            <source>%1 ids are not a whole number of sequences of %2</source>
            <translation>%1 个 id 不是长度为 %2 的序列的整数倍</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="381" />
            <source>%1 targets for %2 tokens</source>
            <translation>%1 个目标，但有 %2 个词元</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="383" />
            <source>id %1 is outside the vocabulary of %2</source>
            <translation>id %1 超出了 %2 个词的词表</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="385" />
            <source>%1, expected %2</source>
            <translation>%1，应为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="387" />
            <source>%1 values, expected %2</source>
            <translation>%1 个值，应为 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="389" />
            <source>widths, heads, vocabulary and positions must be positive</source>
            <translation>宽度、头数、词表大小和位置数都必须为正数</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="391" />
            <source>%1 blocks, expected %2</source>
            <translation>%1 个块，应为 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="393" />
            <source>no tokens to run</source>
            <translation>没有可运行的词元</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="395" />
            <source>%1 types for %2 tokens</source>
            <translation>%1 个类型，但有 %2 个词元</translation>
        </message>
        <message>
            <location filename="../../ui/document/engine_error_text.cpp" line="397" />
            <source>type %1 is not one of the model's %2</source>
            <translation>类型 %1 不在模型的 %2 个类型之中</translation>
        </message>
    </context>
    <context>
        <name>ae::ExampleCatalog</name>
        <message>
            <location filename="../../ui/document/example_catalog.cpp" line="22" />
            <source>Self-attention on an English sentence</source>
            <translation>英文句子的自注意力</translation>
        </message>
        <message>
            <location filename="../../ui/document/example_catalog.cpp" line="23" />
            <source>Self-attention over an English sentence: 2 heads, random projections of width 32 (seed 0), hashed 32-dimensional token embeddings. Which words does 'it' attend to?</source>
            <translation>英文句子上的自注意力：2 个头，宽度 32 的随机投影（种子 0），32 维哈希词元嵌入。“it”关注哪些词？</translation>
        </message>
        <message>
            <location filename="../../ui/document/example_catalog.cpp" line="28" />
            <source>The same sentence with a causal mask</source>
            <translation>同一句子加因果掩码</translation>
        </message>
        <message>
            <location filename="../../ui/document/example_catalog.cpp" line="29" />
            <source>The English sentence of the first example with a causal mask: each word attends only to itself and the words before it, as in a decoder. The upper triangle is masked.</source>
            <translation>第一个示例的英文句子加上因果掩码：每个词只关注它自己和它之前的词，如同解码器。上三角被掩码。</translation>
        </message>
        <message>
            <location filename="../../ui/document/example_catalog.cpp" line="34" />
            <source>A padded batch of two sentences (valid lengths)</source>
            <translation>两个句子组成的填充批量（有效长度）</translation>
        </message>
        <message>
            <location filename="../../ui/document/example_catalog.cpp" line="35" />
            <source>A batch of two sentences of different lengths: the shorter one is padded with &lt;pad&gt; and its padding keys are masked by its valid length (d2l's valid_lens). Switch lines with the batch selector.</source>
            <translation>一个批次中两个长度不同的句子：较短的一句用 &lt;pad&gt; 填充，其填充位置的键按有效长度被掩码（d2l 的 valid_lens）。用批次选择器切换句子。</translation>
        </message>
        <message>
            <location filename="../../ui/document/example_catalog.cpp" line="40" />
            <source>Cross-attention: a translation pair</source>
            <translation>交叉注意力：一对翻译句子</translation>
        </message>
        <message>
            <location filename="../../ui/document/example_catalog.cpp" line="41" />
            <source>Cross-attention as in translation: the queries are the French target sentence, the keys and values the English source (Bahdanau). The matrix is n×m, 7 target words × 6 source words.</source>
            <translation>翻译中的交叉注意力：查询是法语目标句，键和值是英语源句（Bahdanau）。矩阵为 n×m，7 个目标词 × 6 个源词。</translation>
        </message>
        <message>
            <location filename="../../ui/document/example_catalog.cpp" line="46" />
            <source>d2l multi-head attention: 100 hidden, 5 heads</source>
            <translation>d2l 多头注意力：隐藏单元 100，5 个头</translation>
        </message>
        <message>
            <location filename="../../ui/document/example_catalog.cpp" line="47" />
            <source>The multi-head attention example of d2l.ai (section 11.5): num_hiddens = 100, num_heads = 5, batch 2, 4 queries X = ones((2, 4, 100)), 6 key-value pairs Y = ones((2, 6, 100)), valid_lens [3, 2], evaluation mode. The output has shape (2, 4, 100).</source>
            <translation>d2l.ai 的多头注意力示例（11.5 节）：num_hiddens = 100，num_heads = 5，批次 2，4 个查询 X = ones((2, 4, 100))，6 个键值对 Y = ones((2, 6, 100))，valid_lens [3, 2]，评估模式。输出形状为 (2, 4, 100)。</translation>
        </message>
        <message>
            <location filename="../../ui/document/example_catalog.cpp" line="53" />
            <source>A Chinese sentence</source>
            <translation>一个中文句子</translation>
        </message>
        <message>
            <location filename="../../ui/document/example_catalog.cpp" line="54" />
            <source>自注意力：中文句子“我爱自然语言处理”，每个汉字一个词元；2 个头，随机投影，32 维哈希嵌入。Self-attention over a Chinese sentence, one token per character.</source>
            <translation>自注意力：中文句子“我爱自然语言处理”，每个汉字一个词元；2 个头，随机投影，32 维哈希嵌入。</translation>
        </message>
    </context>
    <context>
        <name>ae::ExportActions</name>
        <message>
            <location filename="../../ui/actions/export_actions.cpp" line="33" />
            <source>&amp;Export Figure…</source>
            <translation>导出图形(&amp;E)…</translation>
        </message>
        <message>
            <location filename="../../ui/actions/export_actions.cpp" line="34" />
            <source>Ctrl+E</source>
            <translation>Ctrl+E</translation>
        </message>
        <message>
            <location filename="../../ui/actions/export_actions.cpp" line="38" />
            <source>Export &amp;Matrix…</source>
            <translation>导出矩阵(&amp;M)…</translation>
        </message>
        <message>
            <location filename="../../ui/actions/export_actions.cpp" line="45" />
            <source>Export All into a Folder</source>
            <translation>全部导出到文件夹</translation>
        </message>
        <message>
            <location filename="../../ui/actions/export_actions.cpp" line="50" />
            <source>Export A&amp;ll…</source>
            <translation>全部导出(&amp;L)…</translation>
        </message>
        <message>
            <location filename="../../ui/actions/export_actions.cpp" line="58" />
            <source>&amp;Copy Figure</source>
            <translation>复制图形(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../ui/actions/export_actions.cpp" line="67" />
            <location filename="../../ui/actions/export_actions.cpp" line="79" />
            <source>Nothing to export: no computation yet.</source>
            <translation>没有可导出的内容：尚未计算。</translation>
        </message>
        <message>
            <location filename="../../ui/actions/export_actions.cpp" line="100" />
            <source>Exporting…</source>
            <translation>正在导出…</translation>
        </message>
        <message>
            <location filename="../../ui/actions/export_actions.cpp" line="100" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location filename="../../ui/actions/export_actions.cpp" line="108" />
            <source>Writing %1…</source>
            <translation>正在写入 %1…</translation>
        </message>
        <message>
            <location filename="../../ui/actions/export_actions.cpp" line="125" />
            <source>Could not copy the figure: %1</source>
            <translation>无法复制图形：%1</translation>
        </message>
        <message>
            <location filename="../../ui/actions/export_actions.cpp" line="128" />
            <source>Figure copied</source>
            <translation>图形已复制</translation>
        </message>
    </context>
    <context>
        <name>ae::ExportAll</name>
        <message>
            <location filename="../../ui/figures/export_all.cpp" line="86" />
            <source>%1: cannot create the folder</source>
            <translation>%1：无法创建文件夹</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/figures/export_all.cpp" line="109" />
            <source>Wrote %n file(s) to %1.</source>
            <translation>
                <numerusform>已将 %n 个文件写入 %1。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/figures/export_all.cpp" line="112" />
            <source>Cancelled before the end.</source>
            <translation>已在完成前取消。</translation>
        </message>
        <message>
            <location filename="../../ui/figures/export_all.cpp" line="114" />
            <source>Not written:</source>
            <translation>未写入：</translation>
        </message>
    </context>
    <context>
        <name>ae::FigureExportDialog</name>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="27" />
            <location filename="../../ui/export/figure_export_dialog.cpp" line="85" />
            <location filename="../../ui/export/figure_export_dialog.cpp" line="186" />
            <location filename="../../ui/export/figure_export_dialog.cpp" line="213" />
            <source>Export Figure</source>
            <translation>导出图形</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="32" />
            <source>PNG image</source>
            <translation>PNG 图像</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="33" />
            <source>SVG drawing (vector, text outlined)</source>
            <translation>SVG 绘图（矢量，文字转为轮廓）</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="34" />
            <source>PDF document (vector)</source>
            <translation>PDF 文档（矢量）</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="40" />
            <source>Every letter is saved as a shape, so the drawing needs no font: Chinese labels look right in PowerPoint, Inkscape or a browser anywhere. The text cannot be edited as text.</source>
            <translation>每个字都保存为图形，因此打开绘图时无需字体：中文标签在任何地方的 PowerPoint、Inkscape 或浏览器中都能正确显示。这些文字不能再作为文字编辑。</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="45" />
            <source>The fonts are embedded: the text stays selectable and searchable.</source>
            <translation>字体已嵌入：文字仍可选择和搜索。</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="47" />
            <source>Format:</source>
            <translation>格式：</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="53" />
            <source>%1 — %2 × %3 in, %4 dpi</source>
            <translation>%1 — %2 × %3 英寸，%4 dpi</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="59" />
            <source>Custom size</source>
            <translation>自定义尺寸</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="60" />
            <source>Size:</source>
            <translation>尺寸：</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="69" />
            <source> px</source>
            <translation> 像素</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="77" />
            <source> dpi</source>
            <translation> dpi</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="79" />
            <source>Pixels:</source>
            <translation>像素：</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="167" />
            <source>%1 × %2 in (%3 × %4 cm)</source>
            <translation>%1 × %2 英寸（%3 × %4 厘米）</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="177" />
            <source>PNG image (*.png)</source>
            <translation>PNG 图像 (*.png)</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="178" />
            <source>SVG drawing (*.svg)</source>
            <translation>SVG 矢量图 (*.svg)</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="179" />
            <source>PDF document (*.pdf)</source>
            <translation>PDF 文档 (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="186" />
            <source>Choose a file to export to.</source>
            <translation>请选择要导出到的文件。</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_dialog.cpp" line="214" />
            <source>Could not export the figure: %1</source>
            <translation>无法导出图形：%1</translation>
        </message>
    </context>
    <context>
        <name>ae::FigureExportMenu</name>
        <message>
            <location filename="../../ui/export/figure_export_menu.cpp" line="34" />
            <source>Copy Figure</source>
            <translation>复制图形</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_menu.cpp" line="35" />
            <source>Could not copy the figure: %1</source>
            <translation>无法复制图形：%1</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_menu.cpp" line="46" />
            <source>Export figure…</source>
            <translation>导出图形…</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_export_menu.cpp" line="47" />
            <source>Copy figure</source>
            <translation>复制图形</translation>
        </message>
    </context>
    <context>
        <name>ae::FigureExporter</name>
        <message>
            <location filename="../../ui/export/figure_exporter.cpp" line="148" />
            <source>There is no view to export.</source>
            <translation>没有可导出的视图。</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_exporter.cpp" line="150" />
            <source>No file name was given for the export.</source>
            <translation>未给出导出的文件名。</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_exporter.cpp" line="152" />
            <source>The view has no size yet; show it before exporting.</source>
            <translation>视图尚无尺寸；请先显示它再导出。</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_exporter.cpp" line="162" />
            <source>%1×%2 is too large: at most %3 pixels per side.</source>
            <translation>%1×%2 太大：每边最多 %3 像素。</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_exporter.cpp" line="171" />
            <location filename="../../ui/export/figure_exporter.cpp" line="257" />
            <source>Cannot write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_exporter.cpp" line="212" />
            <source>Attention Explorer figure</source>
            <translation>注意力探索器图形</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_exporter.cpp" line="254" />
            <source>Could not draw the figure for %1.</source>
            <translation>未能为 %1 绘制图形。</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_exporter.cpp" line="291" />
            <source>Slide 16:9</source>
            <translation>幻灯片 16:9</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_exporter.cpp" line="293" />
            <source>Slide 4:3</source>
            <translation>幻灯片 4:3</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_exporter.cpp" line="295" />
            <source>Paper, one column</source>
            <translation>论文，单栏</translation>
        </message>
        <message>
            <location filename="../../ui/export/figure_exporter.cpp" line="297" />
            <source>Paper, two columns</source>
            <translation>论文，双栏</translation>
        </message>
    </context>
    <context>
        <name>ae::FigureViews</name>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="113" />
            <source>every head's weights as heatmaps, with the mean over heads</source>
            <translation>每个头的权重热力图，以及各头平均</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="114" />
            <source>one head's weights, large (--head)</source>
            <translation>单个头的权重，放大显示（--head）</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="116" />
            <source>queries linked to keys, opacity = weight, one colour per head</source>
            <translation>查询与键的连线，不透明度 = 权重，每个头一种颜色</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="118" />
            <source>one query row's weights and output vector (--head, --query)</source>
            <translation>一个查询行的权重与输出向量（--head、--query）</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="121" />
            <source>one head (--head) of the spec beside configuration B (--compare-scoring, --compare-mask) and their difference</source>
            <translation>规格的一个头（--head）与配置 B（--compare-scoring、--compare-mask）并排，以及二者之差</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="125" />
            <source>step-through, stage %1 of %2 (--head)</source>
            <translation>逐步计算，第 %1 步，共 %2 步（--head）</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="127" />
            <source>positional encoding: the matrix P for the spec's n and d</source>
            <translation>位置编码：按规格的 n 和 d 得到的矩阵 P</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="129" />
            <source>positional encoding: the binary-counting analogy</source>
            <translation>位置编码：二进制计数类比</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="131" />
            <source>positional encoding: relative offset as a rotation</source>
            <translation>位置编码：相对偏移即旋转</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="133" />
            <source>positional encoding: why the model needs it (shuffled tokens)</source>
            <translation>位置编码：模型为何需要它（打乱的词元）</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="135" />
            <source>positional encoding: a built-in model's learned positions beside the sinusoidal ones, with their similarities</source>
            <translation>位置编码：内置模型的可学习位置与正弦位置编码对照，以及它们的相似度</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="138" />
            <source>CNN · RNN · self-attention: cost table and log–log plots for the spec's n and d</source>
            <translation>CNN · RNN · 自注意力：按规格的 n 和 d 的代价表与双对数图</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="141" />
            <source>lesson: attention pooling as Nadaraya–Watson kernel regression</source>
            <translation>专题：注意力汇聚即 Nadaraya–Watson 核回归</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="143" />
            <source>lesson: why the scores are divided by √d</source>
            <translation>专题：为什么得分要除以 √d</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="145" />
            <source>lesson: attention is not a fully connected layer</source>
            <translation>专题：注意力不是全连接层</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="147" />
            <source>lesson: dropout on the attention weights in training mode</source>
            <translation>专题：训练模式下注意力权重上的暂退法（dropout）</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="162" />
            <source>unknown view '%1'; --list-views lists the names</source>
            <translation>未知视图“%1”；--list-views 列出所有名称</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="164" />
            <source>nothing to draw: the spec has no tokens</source>
            <translation>无可绘制内容：规格中没有词元</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="167" />
            <source>--batch %1 is out of range: the spec has %2 batch items (1 … %3)</source>
            <translation>--batch %1 超出范围：规格有 %2 个批次项（1 … %3）</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="172" />
            <source>--head %1 is out of range: the spec has %2 heads (1 … %3)</source>
            <translation>--head %1 超出范围：规格有 %2 个头（1 … %3）</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="177" />
            <source>--query %1 is out of range: the spec has %2 queries (0 … %3)</source>
            <translation>--query %1 超出范围：规格有 %2 个查询（0 … %3）</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="182" />
            <source>the compare figure needs the spec itself (configuration A)</source>
            <translation>比较图需要规格本身（配置 A）</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="228" />
            <source>configuration B cannot be computed: %1</source>
            <translation>无法计算配置 B：%1</translation>
        </message>
        <message>
            <location filename="../../ui/figures/figure_views.cpp" line="320" />
            <source>the √d lesson did not finish sampling</source>
            <translation>√d 专题的采样没有完成</translation>
        </message>
    </context>
    <context>
        <name>ae::FileChoiceRow</name>
        <message>
            <location filename="../../ui/export/file_choice_row.cpp" line="27" />
            <source>Browse…</source>
            <translation>浏览…</translation>
        </message>
        <message>
            <location filename="../../ui/export/file_choice_row.cpp" line="35" />
            <source>File:</source>
            <translation>文件：</translation>
        </message>
        <message>
            <location filename="../../ui/export/file_choice_row.cpp" line="37" />
            <source>Export</source>
            <translation>导出</translation>
        </message>
    </context>
    <context>
        <name>ae::HeadGridView</name>
        <message>
            <location filename="../../ui/views/head_grid_view.cpp" line="73" />
            <source>Nothing to show yet: type a sentence or open an example.</source>
            <translation>暂无内容：请输入一个句子或打开一个示例。</translation>
        </message>
        <message>
            <location filename="../../ui/views/head_grid_view.cpp" line="74" />
            <source>mean over heads</source>
            <translation>各头平均</translation>
        </message>
        <message>
            <location filename="../../ui/views/head_grid_view.cpp" line="76" />
            <location filename="../../ui/views/head_grid_view.cpp" line="213" />
            <source>head %1</source>
            <translation>头 %1</translation>
        </message>
        <message>
            <location filename="../../ui/views/head_grid_view.cpp" line="400" />
            <source>weight ÷ row maximum</source>
            <translation>权重 ÷ 行最大值</translation>
        </message>
        <message>
            <location filename="../../ui/views/head_grid_view.cpp" line="400" />
            <source>score ÷ row maximum |score|</source>
            <translation>分数 ÷ 行最大 |分数|</translation>
        </message>
        <message>
            <location filename="../../ui/views/head_grid_view.cpp" line="72" />
            <location filename="../../ui/views/head_grid_view.cpp" line="320" />
            <source>Nothing to show: the sequence is empty.</source>
            <translation>无内容可显示：序列为空。</translation>
        </message>
        <message>
            <location filename="../../ui/views/head_grid_view.cpp" line="338" />
            <location filename="../../ui/views/head_grid_view.cpp" line="339" />
            <source>weight</source>
            <translation>权重</translation>
        </message>
        <message>
            <location filename="../../ui/views/head_grid_view.cpp" line="338" />
            <location filename="../../ui/views/head_grid_view.cpp" line="339" />
            <source>score</source>
            <translation>得分</translation>
        </message>
    </context>
    <context>
        <name>ae::ImportedAttentionPage</name>
        <message>
            <location filename="../../ui/imported/imported_attention_page.cpp" line="117" />
            <source>Layer:</source>
            <translation>层：</translation>
        </message>
        <message>
            <location filename="../../ui/imported/imported_attention_page.cpp" line="118" />
            <source>&lt;h3&gt;No attention imported yet&lt;/h3&gt;&lt;p&gt;File ▸ Import Attention… opens the weights of a trained model: a NumPy &lt;tt&gt;.npy&lt;/tt&gt; of shape (heads, queries, keys) or (layers, heads, queries, keys), or the JSON that &lt;tt&gt;scripts/dump_attention.py&lt;/tt&gt; writes.&lt;/p&gt;&lt;p&gt;A model's layer comes here too, with its whole computation: open a model on the Model tab (one trained in this app will do) and press “Show layer in the views”.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;尚未导入注意力&lt;/h3&gt;&lt;p&gt;文件 ▸ 导入注意力… 可打开训练好的模型的权重：形状为 (头, 查询, 键) 或 (层, 头, 查询, 键) 的 NumPy &lt;tt&gt;.npy&lt;/tt&gt;，或 &lt;tt&gt;scripts/dump_attention.py&lt;/tt&gt; 写出的 JSON。&lt;/p&gt;&lt;p&gt;模型的某一层也可以在这里查看，连同它的完整计算：在“模型”页打开一个模型（在本应用中训练的小模型也可以），然后按“在各视图中显示该层”。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/imported/imported_attention_page.cpp" line="125" />
            <source>Import Attention…</source>
            <translation>导入注意力…</translation>
        </message>
        <message>
            <location filename="../../ui/imported/imported_attention_page.cpp" line="126" />
            <source>Heads</source>
            <translation>头</translation>
        </message>
        <message>
            <location filename="../../ui/imported/imported_attention_page.cpp" line="127" />
            <source>Lines</source>
            <translation>连线</translation>
        </message>
        <message>
            <location filename="../../ui/imported/imported_attention_page.cpp" line="128" />
            <source>Distribution</source>
            <translation>分布</translation>
        </message>
        <message>
            <location filename="../../ui/imported/imported_attention_page.cpp" line="129" />
            <source>Step through</source>
            <translation>逐步计算</translation>
        </message>
        <message>
            <location filename="../../ui/imported/imported_attention_page.cpp" line="131" />
            <source>The layer's multi-head computation stage by stage, with the model's real inputs, weights and biases</source>
            <translation>逐阶段展示该层的多头计算，使用模型真实的输入、权重和偏置</translation>
        </message>
        <message>
            <location filename="../../ui/imported/imported_attention_page.cpp" line="141" />
            <source>layer %1 of %2</source>
            <translation>第 %1 层，共 %2 层</translation>
        </message>
        <message>
            <location filename="../../ui/imported/imported_attention_page.cpp" line="152" />
            <source>From %1</source>
            <translation>来自 %1</translation>
        </message>
        <message>
            <location filename="../../ui/imported/imported_attention_page.cpp" line="258" />
            <source>%1   %2 heads × %3 queries × %4 keys</source>
            <comment>a model layer: its source, then shapes</comment>
            <translation>%1   %2 个头 × %3 个查询 × %4 个键</translation>
        </message>
        <message>
            <location filename="../../ui/imported/imported_attention_page.cpp" line="264" />
            <source>%1   %2 layers × %3 heads × %4 queries × %5 keys   layer %6</source>
            <translation>%1   %2 层 × %3 个头 × %4 个查询 × %5 个键   第 %6 层</translation>
        </message>
    </context>
    <context>
        <name>ae::KernelRegressionPage</name>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="174" />
            <source>Gaussian</source>
            <translation>高斯核</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="176" />
            <source>Boxcar</source>
            <translation>方框核</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="178" />
            <source>Epanechnikov</source>
            <translation>Epanechnikov 核</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="180" />
            <source>Constant (average pooling)</source>
            <translation>常数核（平均汇聚）</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="181" />
            <source>Learn w</source>
            <translation>学习 w</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="183" />
            <source>Fit w by least squares: the smallest leave-one-out error on the training points</source>
            <translation>用最小二乘拟合 w：训练点上的留一法误差最小</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="185" />
            <source>&lt;b&gt;Attention pooling as kernel regression.&lt;/b&gt; The query is a test input x, the keys are the training inputs x&lt;sub&gt;i&lt;/sub&gt; and the values their targets y&lt;sub&gt;i&lt;/sub&gt;. Nadaraya–Watson regression predicts f(x) = Σ α(x, x&lt;sub&gt;i&lt;/sub&gt;)·y&lt;sub&gt;i&lt;/sub&gt; with α(x, x&lt;sub&gt;i&lt;/sub&gt;) = softmax&lt;sub&gt;i&lt;/sub&gt;(−((x − x&lt;sub&gt;i&lt;/sub&gt;)·w)²/2) for the Gaussian kernel: training points close to x get large weights. A larger w narrows the kernel: the weights sharpen (the bright diagonal of the heatmap) and the prediction starts to follow the noise; a small w averages widely and flattens the curve. The constant kernel gives every point the weight 1/n — plain average pooling, which ignores the query. “Learn w” picks the w with the smallest leave-one-out squared error on the training points.</source>
            <translation>&lt;b&gt;注意力汇聚即核回归。&lt;/b&gt;查询是测试输入 x，键是训练输入 x&lt;sub&gt;i&lt;/sub&gt;，值是它们的目标 y&lt;sub&gt;i&lt;/sub&gt;。Nadaraya–Watson 核回归的预测为 f(x) = Σ α(x, x&lt;sub&gt;i&lt;/sub&gt;)·y&lt;sub&gt;i&lt;/sub&gt;，高斯核下 α(x, x&lt;sub&gt;i&lt;/sub&gt;) = softmax&lt;sub&gt;i&lt;/sub&gt;(−((x − x&lt;sub&gt;i&lt;/sub&gt;)·w)²/2)：离 x 越近的训练点权重越大。w 越大，核越窄：权重越集中（热图中明亮的对角线），预测开始跟着噪声走；w 越小，平均的范围越宽，曲线越平。常数核给每个点相同的权重 1/n——即普通的平均汇聚，它完全不看查询。“学习 w”选出训练点上留一法平方误差最小的 w。</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="195" />
            <source>Kernel:</source>
            <translation>核函数：</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="196" />
            <source>Width w:</source>
            <translation>宽度参数 w：</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="197" />
            <source>Training points:</source>
            <translation>训练点数：</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="198" />
            <source>Noise σ:</source>
            <translation>噪声 σ：</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="199" />
            <source>Seed:</source>
            <translation>随机种子：</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="200" />
            <source>Training points, true curve and prediction</source>
            <translation>训练点、真实曲线与预测</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="201" />
            <source>x</source>
            <translation>x</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="202" />
            <source>y</source>
            <translation>y</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="203" />
            <source>training points (x_i, y_i)</source>
            <translation>训练点 (x_i, y_i)</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="204" />
            <source>true curve 2·sin(x) + x^0.8</source>
            <translation>真实曲线 2·sin(x) + x^0.8</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="205" />
            <source>prediction f(x)</source>
            <translation>预测 f(x)</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="206" />
            <source>average pooling</source>
            <translation>平均汇聚</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="207" />
            <source>Attention weights α(x, x_i)</source>
            <translation>注意力权重 α(x, x_i)</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="208" />
            <source>training point i (sorted by x_i)</source>
            <translation>训练点 i（按 x_i 排序）</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="209" />
            <source>test input x = 0.1 × row</source>
            <translation>测试输入 x = 0.1 × 行号</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="211" />
            <source>&lt;b&gt;Why “query”, “key” and “value”.&lt;/b&gt; In the psychology behind attention a &lt;i&gt;non-volitional&lt;/i&gt; cue stands out by itself (a red cup among grey ones) and a &lt;i&gt;volitional&lt;/i&gt; cue is what you are looking for (wanting to read a book). Attention pooling makes the volitional cue explicit: it is the query. The keys are the non-volitional cues, each paired with a sensory input, its value. Average pooling (the constant kernel) has no query: only the non-volitional cues count.</source>
            <translation>&lt;b&gt;为什么叫“查询”“键”和“值”。&lt;/b&gt;在注意力的心理学背景里，&lt;i&gt;非自主性提示&lt;/i&gt;是自己跳出来的东西（一堆灰杯子中的红杯子），&lt;i&gt;自主性提示&lt;/i&gt;是你想找的东西（想读一本书）。注意力汇聚把自主性提示明确写出来：它就是查询。键是非自主性提示，每个键都配着一个感官输入，也就是它的值。平均汇聚（常数核）没有查询：只有非自主性提示在起作用。</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="270" />
            <source>Leave-one-out squared error at this w: %1.</source>
            <translation>此 w 下的留一法平方误差：%1。</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/kernel_regression_page.cpp" line="274" />
            <source>Learned w = %1 (error %2).</source>
            <translation>学到的 w = %1（误差 %2）。</translation>
        </message>
    </context>
    <context>
        <name>ae::LanguageManager</name>
        <message>
            <location filename="../../ui/i18n/language_manager.cpp" line="105" />
            <source>The interface language: en (English) or zh_CN (Simplified Chinese); the AE_LANG environment variable does the same. Not saved: View &gt; Language saves a choice.</source>
            <translation>界面语言：en（英语）或 zh_CN（简体中文）；环境变量 AE_LANG 的作用相同。此选项不会保存：在“视图 &gt; 语言”中选择才会保存。</translation>
        </message>
    </context>
    <context>
        <name>ae::LanguageMenu</name>
        <message>
            <location filename="../../ui/main/language_menu.cpp" line="39" />
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../ui/main/language_menu.cpp" line="60" />
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <location filename="../../ui/main/language_menu.cpp" line="61" />
            <source>The %1 translation could not be loaded; the interface stays in the current language.</source>
            <translation>无法加载%1翻译；界面保持当前语言。</translation>
        </message>
    </context>
    <context>
        <name>ae::LearnedPositionsPanel</name>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="147" />
            <source>Model:</source>
            <translation>模型：</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="148" />
            <source>Whose learned position table to show: the open model's, or one of the built-in models'</source>
            <translation>显示谁的可学习位置表：已打开的模型，或某个内置模型</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="151" />
            <source>dimension</source>
            <translation>维度</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="152" />
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="156" />
            <source>position i</source>
            <translation>位置 i</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="155" />
            <source>position j</source>
            <translation>位置 j</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="158" />
            <source>cos(p_i, p_j), learned</source>
            <translation>cos(p_i, p_j)，可学习</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="159" />
            <source>cos(p_i, p_j), sinusoidal</source>
            <translation>cos(p_i, p_j)，正弦</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="170" />
            <source>the open model: %1</source>
            <translation>已打开的模型：%1</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="172" />
            <source>built-in: %1</source>
            <translation>内置：%1</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="249" />
            <source>Learned position table</source>
            <translation>可学习的位置表</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="250" />
            <source>Sinusoidal P</source>
            <translation>正弦编码 P</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="252" />
            <source>No model to read a learned table from: open one with File ▸ Open Model….</source>
            <translation>没有可读取位置表的模型：请用“文件 ▸ 打开模型…”打开一个。</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="254" />
            <source>The model's table cannot be read: %1</source>
            <translation>无法读取该模型的位置表：%1</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="263" />
            <source>Learned table %1: positions 0–%2 of %3</source>
            <translation>可学习的位置表 %1：%3 个位置中的 0–%2</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="264" />
            <source>Sinusoidal P: %1 positions × %2 (base %3)</source>
            <translation>正弦编码 P：%1 个位置 × %2（底数 %3）</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="269" />
            <source>Built-in model “%1” (a small GPT-2-style model this app trained on its task; File ▸ Example Models): its table %2 has %3 positions × %4 dimensions. Open a real model (File ▸ Open Model…) to see its table.</source>
            <translation>内置模型“%1”（本应用在它的任务上训练的小型 GPT-2 式模型；文件 ▸ 示例模型）：它的位置表 %2 有 %3 个位置 × %4 维。打开一个真实模型（文件 ▸ 打开模型…）即可看到它的表。</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="275" />
            <source>%1 model “%2” (File ▸ Open Model…): its table %3 has %4 positions × %5 dimensions.</source>
            <translation>%1 模型“%2”（文件 ▸ 打开模型…）：它的位置表 %3 有 %4 个位置 × %5 维。</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="281" />
            <source>This checkpoint's table was filled with the sinusoid and not trained (sinusoidal_pos_embds).</source>
            <translation>这个检查点的位置表是用正弦函数填充的，没有经过训练（sinusoidal_pos_embds）。</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="283" />
            <source>P beside it has the same width and length.</source>
            <translation>旁边的 P 宽度和长度与之相同。</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="287" />
            <source>What differs: the learned table holds one vector per position, learned up to its maximum length (%1 here); a longer text has no row to use. The sinusoidal P is a formula for every position, and one fixed linear map M(δ) takes p_i to p_{i+δ} whatever i is, so its similarity depends on the offset i − j alone (the same along each diagonal). A learned table has no such map: what an offset means is learned where it is used.</source>
            <translation>区别在于：可学习的位置表为每个位置存一个向量，只学到它的最大长度（这里是 %1）；更长的文本没有可用的行。正弦编码 P 是对每个位置都成立的公式，一个固定的线性映射 M(δ) 把 p_i 变成 p_{i+δ}，不论 i 是多少，所以它的相似度只取决于偏移 i − j（沿每条对角线都相同）。可学习的表没有这样的映射：一个偏移意味着什么，要在用到它的地方学出来。</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="300" />
            <source>Near positions: the mean cos(p_i, p_{i+1}) is %1 learned and %2 sinusoidal; at offset %3 it is %4 and %5.</source>
            <translation>相邻位置：cos(p_i, p_{i+1}) 的平均值，可学习的为 %1，正弦的为 %2；偏移为 %3 时分别为 %4 和 %5。</translation>
        </message>
        <message>
            <location filename="../../ui/positional/learned_positions_panel.cpp" line="308" />
            <source>This small model was trained in this app on sequences of at most %1 tokens, so its table may show little order; open GPT-2 or BERT (File ▸ Open Model…) to see a table trained on long texts.</source>
            <translation>这个小模型是在本应用里用最长 %1 个词元的序列训练的，所以它的表可能看不出多少顺序；打开 GPT-2 或 BERT（文件 ▸ 打开模型…）可以看到在长文本上训练出的表。</translation>
        </message>
    </context>
    <context>
        <name>ae::Lesson</name>
        <message>
            <location filename="../../ui/classroom/lesson.cpp" line="30" />
            <source>Attention in seven scenes</source>
            <translation>七个场景看懂注意力</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson.cpp" line="31" />
            <source>Why scores are divided by √d</source>
            <translation>为什么分数要除以 √d</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson.cpp" line="32" />
            <source>CNN, RNN or self-attention: what it costs</source>
            <translation>CNN、RNN 还是自注意力：各自的代价</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson.cpp" line="33" />
            <source>Self-attention over a sentence</source>
            <translation>句子上的自注意力</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson.cpp" line="34" />
            <source>A causal mask: no peeking ahead</source>
            <translation>因果掩码：不许偷看后面的词</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson.cpp" line="35" />
            <source>A padded batch and valid lengths</source>
            <translation>填充的批次与有效长度</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson.cpp" line="36" />
            <source>Cross-attention in translation</source>
            <translation>翻译中的交叉注意力</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson.cpp" line="37" />
            <source>Self-attention over a Chinese sentence</source>
            <translation>中文句子上的自注意力</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson.cpp" line="67" />
            <source>not valid JSON at byte %1: %2</source>
            <translation>第 %1 字节处不是有效的 JSON：%2</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson.cpp" line="73" />
            <source>a lesson is a JSON object</source>
            <translation>课程应为一个 JSON 对象</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson.cpp" line="80" />
            <source>format: expected "%1", found "%2"</source>
            <translation>format：应为 "%1"，实际为 "%2"</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson.cpp" line="85" />
            <source>scenes: expected a non-empty list of scenes</source>
            <translation>scenes：应为非空的场景列表</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson.cpp" line="96" />
            <source>scenes[%1].session: expected the path of a saved session</source>
            <translation>scenes[%1].session：应为已保存会话的路径</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson.cpp" line="109" />
            <source>scenes[%1].view: expected the id of a tab, such as "complexity"</source>
            <translation>scenes[%1].view：应为某个标签页的 id，例如 "complexity"</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson.cpp" line="132" />
            <source>Cannot read %1: %2</source>
            <translation>无法读取 %1：%2</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson.cpp" line="138" />
            <source>a lesson may have</source>
            <translation>课程文件的大小上限</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson.cpp" line="140" />
            <location filename="../../ui/classroom/lesson.cpp" line="147" />
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
    </context>
    <context>
        <name>ae::LessonActions</name>
        <message>
            <location filename="../../ui/actions/lesson_actions.cpp" line="136" />
            <source>Open Lesson</source>
            <translation>打开课程</translation>
        </message>
        <message>
            <location filename="../../ui/actions/lesson_actions.cpp" line="138" />
            <location filename="../../ui/actions/lesson_actions.cpp" line="167" />
            <source>Lessons (*.json);;All files (*)</source>
            <translation>课程 (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <location filename="../../ui/actions/lesson_actions.cpp" line="142" />
            <source>Open &amp;Lesson…</source>
            <translation>打开课程(&amp;L)…</translation>
        </message>
        <message>
            <location filename="../../ui/actions/lesson_actions.cpp" line="65" />
            <source>Lesson question</source>
            <translation>课程问题</translation>
        </message>
        <message>
            <location filename="../../ui/actions/lesson_actions.cpp" line="87" />
            <source>This scene names a view “%1” that this version does not have; the tab stays as it is.</source>
            <translation>这个场景指定的视图“%1”在此版本中不存在；标签页保持不变。</translation>
        </message>
        <message>
            <location filename="../../ui/actions/lesson_actions.cpp" line="146" />
            <source>Example Lesson: Attention in Seven Scenes</source>
            <translation>示例课程：七个场景看懂注意力</translation>
        </message>
        <message>
            <location filename="../../ui/actions/lesson_actions.cpp" line="149" />
            <source>Ne&amp;w Lesson…</source>
            <translation>新建课程(&amp;W)…</translation>
        </message>
        <message>
            <location filename="../../ui/actions/lesson_actions.cpp" line="152" />
            <source>E&amp;dit Lesson…</source>
            <translation>编辑课程(&amp;D)…</translation>
        </message>
        <message>
            <location filename="../../ui/actions/lesson_actions.cpp" line="165" />
            <source>Edit Lesson</source>
            <translation>编辑课程</translation>
        </message>
        <message>
            <location filename="../../ui/actions/lesson_actions.cpp" line="174" />
            <location filename="../../ui/actions/lesson_actions.cpp" line="244" />
            <source>Could not open the lesson: %1</source>
            <translation>无法打开课程：%1</translation>
        </message>
        <message>
            <location filename="../../ui/actions/lesson_actions.cpp" line="216" />
            <source>The current session was not added: save it first (File ▸ Save).</source>
            <translation>当前会话未添加：请先保存它（文件 ▸ 保存）。</translation>
        </message>
        <message>
            <location filename="../../ui/actions/lesson_actions.cpp" line="226" />
            <source>&amp;Previous Scene</source>
            <translation>上一个场景(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../ui/actions/lesson_actions.cpp" line="230" />
            <source>&amp;Next Scene</source>
            <translation>下一个场景(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../ui/actions/lesson_actions.cpp" line="234" />
            <source>&amp;Close Lesson</source>
            <translation>关闭课程(&amp;C)</translation>
        </message>
    </context>
    <context>
        <name>ae::LessonEditorDialog</name>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="47" />
            <source>New Lesson</source>
            <translation>新建课程</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="48" />
            <source>Edit Lesson — %1</source>
            <translation>编辑课程 — %1</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="50" />
            <source>Add Session Files</source>
            <translation>添加会话文件</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="52" />
            <source>Attention sessions (*.json)</source>
            <translation>注意力会话 (*.json)</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="55" />
            <source>Save Lesson</source>
            <translation>保存课程</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="56" />
            <source>Lessons (*.json)</source>
            <translation>课程 (*.json)</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="66" />
            <source>e.g. Attention in five scenes</source>
            <translation>例如：五个场景看懂注意力</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="67" />
            <source>Lesson &amp;title:</source>
            <translation>课程标题(&amp;T)：</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="71" />
            <source>&amp;Scenes, in the order Page Down steps through them (F2 or a double-click renames one; Ctrl+Up / Ctrl+Down move it; Delete removes it):</source>
            <translation>场景(&amp;S)，按 Page Down 逐个播放的顺序排列（F2 或双击可重命名；Ctrl+Up / Ctrl+Down 移动；Delete 删除）：</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="80" />
            <source>Scene title</source>
            <translation>场景标题</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="80" />
            <source>Session file</source>
            <translation>会话文件</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="80" />
            <source>Question</source>
            <translation>问题</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="80" />
            <source>View</source>
            <translation>视图</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="103" />
            <source>Add &amp;Current Session</source>
            <translation>添加当前会话(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="105" />
            <source>Adds the session shown in the window; an untitled or changed session is saved first.</source>
            <translation>添加窗口中显示的会话；未命名或已修改的会话会先保存。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="106" />
            <source>Add Session &amp;Files…</source>
            <translation>添加会话文件(&amp;F)…</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="107" />
            <source>&amp;Remove</source>
            <translation>删除(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="108" />
            <source>Move &amp;Up</source>
            <translation>上移(&amp;U)</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="110" />
            <source>Ctrl+Up</source>
            <translation>Ctrl+Up</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="111" />
            <source>Move &amp;Down</source>
            <translation>下移(&amp;D)</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="113" />
            <source>Ctrl+Down</source>
            <translation>Ctrl+Down</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="114" />
            <source>&amp;Question…</source>
            <translation>问题(&amp;Q)…</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="116" />
            <source>Add, edit or remove the selected scene's question (Ctrl+Q); its answer is computed from the scene's run.</source>
            <translation>添加、编辑或删除所选场景的问题（Ctrl+Q）；答案由该场景的运行结果计算得出。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="133" />
            <source>&amp;Save and Play</source>
            <translation>保存并播放(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="135" />
            <source>Save &amp;As…</source>
            <translation>另存为(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="222" />
            <source>Press F2 to rename</source>
            <translation>按 F2 重命名</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="250" />
            <source>View of scene %1</source>
            <translation>场景 %1 的视图</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="251" />
            <source>The tab the scene shows; the session's own keeps the tab the window shows when the scene opens.</source>
            <translation>场景显示的标签页；“会话自己的”保留场景打开时窗口所显示的标签页。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="253" />
            <source>The session's own</source>
            <translation>会话自己的</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="258" />
            <source>%1 (unknown)</source>
            <translation>%1（未知）</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="314" />
            <source>There is no current session to add.</source>
            <translation>没有可添加的当前会话。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="320" />
            <source>The current session was not added: it is not saved.</source>
            <translation>当前会话未添加：它尚未保存。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="338" />
            <source>%1 does not exist.</source>
            <translation>%1 不存在。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="361" />
            <source>Not added: %1</source>
            <translation>未添加：%1</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="389" />
            <source>A lesson needs at least one scene: add the current session or session files.</source>
            <translation>课程至少需要一个场景：请添加当前会话或会话文件。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="393" />
            <source>Scene %1 (“%2”): the session file %3 does not exist.</source>
            <translation>场景 %1（“%2”）：会话文件 %3 不存在。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="399" />
            <source>Scene %1 (“%2”): %3</source>
            <translation>场景 %1（“%2”）：%3</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="409" />
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="437" />
            <source>The lesson was not saved. %1</source>
            <translation>课程未保存。%1</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="414" />
            <source>Could not save %1: %2</source>
            <translation>无法保存 %1：%2</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_editor_dialog.cpp" line="442" />
            <source>lesson.json</source>
            <translation>课程.json</translation>
        </message>
    </context>
    <context>
        <name>ae::LessonPlayer</name>
        <message>
            <location filename="../../ui/classroom/lesson_player.cpp" line="54" />
            <source>Scene %1 of %2: %3</source>
            <translation>第 %1 个场景，共 %2 个：%3</translation>
        </message>
    </context>
    <context>
        <name>ae::LessonQuestionPanel</name>
        <message>
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="151" />
            <source>&amp;Answer</source>
            <translation>作答(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="152" />
            <source>Fix the answer (Enter in the choices or the number box)</source>
            <translation>确定答案（在选项或数字框中按 Enter）</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="153" />
            <source>&amp;Reveal</source>
            <translation>揭晓(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="154" />
            <source>Show the answer computed from the scene's run, and why</source>
            <translation>显示由场景运行结果计算出的答案及其原因</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="155" />
            <source>Your answer</source>
            <translation>你的答案</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="156" />
            <source>Choices</source>
            <translation>选项</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="317" />
            <source>This scene's question cannot be asked: %1</source>
            <translation>无法提出这个场景的问题：%1</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="318" />
            <source>The question waits for the scene's run…</source>
            <translation>问题正在等待场景的运行结果…</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="319" />
            <source>This scene has no question.</source>
            <translation>这个场景没有问题。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="343" />
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="353" />
            <source>Your answer: %1</source>
            <translation>你的答案：%1</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="347" />
            <source>Your sketch puts the most weight on '%1'.</source>
            <translation>你的草图把最大权重放在“%1”上。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="362" />
            <source>Drag the bars (or use ←/→ and ↑/↓), then Answer.</source>
            <translation>拖动柱子（或用 ←/→ 和 ↑/↓），然后点“作答”。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="363" />
            <source>Type a number, then press Enter or Answer.</source>
            <translation>输入一个数，然后按 Enter 或点“作答”。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="364" />
            <source>Pick one (↑/↓), then press Enter or Answer.</source>
            <translation>选一项（↑/↓），然后按 Enter 或点“作答”。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="373" />
            <source>Right.</source>
            <translation>答对了。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="373" />
            <source>Not this time.</source>
            <translation>这次没答对。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_panel.cpp" line="377" />
            <source>Distance of the sketch to the true row (total variation): %1.</source>
            <translation>草图与真实行的距离（全变差）：%1。</translation>
        </message>
    </context>
    <context>
        <name>ae::LessonQuestionText</name>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="12" />
            <source>the causal mask</source>
            <translation>因果掩码</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="13" />
            <source>the valid length</source>
            <translation>有效长度</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="14" />
            <source>both the causal mask and the valid length</source>
            <translation>因果掩码和有效长度都有</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="15" />
            <source>another mask (a window or a mask matrix)</source>
            <translation>其他掩码（窗口或掩码矩阵）</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="16" />
            <source>neither: the weight is not zero</source>
            <translation>都不是：权重不为零</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="17" />
            <source>it halves</source>
            <translation>减半</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="18" />
            <source>it stays about the same</source>
            <translation>大致不变</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="19" />
            <source>it doubles</source>
            <translation>变为两倍</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="20" />
            <source>it quadruples</source>
            <translation>变为四倍</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="41" />
            <source>Sketch the attention of '%1' (query %2, head %3): how much weight does it give each key?</source>
            <translation>画出“%1”（查询 %2，头 %3）的注意力：它给每个键多少权重？</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="46" />
            <source>Which key does '%1' (query %2, head %3) attend to most?</source>
            <translation>“%1”（查询 %2，头 %3）最关注哪个键？</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="51" />
            <source>How much weight does '%1' (query %2, head %3) give the key '%4' (key %5)? A number from 0 to 1.</source>
            <translation>“%1”（查询 %2，头 %3）给键“%4”（键 %5）多少权重？填 0 到 1 之间的数。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="61" />
            <source>Which head attends most to the previous token?</source>
            <translation>哪个头最关注前一个词元？</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="63" />
            <source>Which head attends most to the first token?</source>
            <translation>哪个头最关注第一个词元？</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="65" />
            <source>Which head attends most to the token itself?</source>
            <translation>哪个头最关注词元自身？</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="70" />
            <source>For d = %1: at which sequence length n does a self-attention layer cost as many operations as a convolutional layer with kernel size k = %2?</source>
            <translation>当 d = %1 时：序列长度 n 为多少时，自注意力层的运算量与核大小 k = %2 的卷积层相同？</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="74" />
            <source>For d = %1: at which sequence length n does a self-attention layer cost as many operations as a recurrent layer?</source>
            <translation>当 d = %1 时：序列长度 n 为多少时，自注意力层的运算量与循环层相同？</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="78" />
            <source>Batch item %1: which mask sets the weight of query %2 '%3' on key %4 '%5' to zero?</source>
            <translation>批次第 %1 项：是哪个掩码让查询 %2“%3”对键 %4“%5”的权重变为零？</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="86" />
            <source>Scaled scores q·k/√d of random vectors: when d grows from %1 to %2, what happens to their spread (standard deviation)?</source>
            <translation>随机向量的缩放分数 q·k/√d：当 d 从 %1 增大到 %2 时，它们的分散程度（标准差）会怎样？</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="90" />
            <source>Unscaled scores q·k of random vectors: when d grows from %1 to %2, what happens to their spread (standard deviation)?</source>
            <translation>随机向量的未缩放分数 q·k：当 d 从 %1 增大到 %2 时，它们的分散程度（标准差）会怎样？</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="95" />
            <source>Which position's sinusoidal encoding is most like that of position %1 '%2' (the largest dot product)?</source>
            <translation>哪个位置的正弦编码与位置 %1“%2”的编码最相似（点积最大）？</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="113" />
            <source>head %1</source>
            <translation>头 %1</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="139" />
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="148" />
            <source>The answer: %1</source>
            <translation>答案：%1</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="141" />
            <source>The true row: the largest weight, %1, is on '%2'.</source>
            <translation>真实的行：最大的权重 %1 落在“%2”上。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="160" />
            <source>'%1' is the only key the mask keeps: it gets all the weight.</source>
            <translation>“%1”是掩码保留的唯一一个键：它得到全部权重。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="163" />
            <source>'%1' gets weight %2 (score %3); the best other key, '%4', gets %5 (score %6).</source>
            <translation>“%1”得到权重 %2（分数 %3）；其余键中最好的“%4”得到 %5（分数 %6）。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="167" />
            <source>The softmax turns scores into weights: a lead of Δ in score is a weight ratio of e^Δ.</source>
            <translation>softmax 把分数变成权重：分数领先 Δ，权重之比就是 e^Δ。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="173" />
            <source>head %1: %2</source>
            <translation>头 %1：%2</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="175" />
            <source>the mean weight each row puts on the previous token</source>
            <translation>每行放在前一个词元上的平均权重</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="177" />
            <source>the mean weight each row puts on the first token</source>
            <translation>每行放在第一个词元上的平均权重</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="178" />
            <source>the mean weight each row puts on its own token</source>
            <translation>每行放在自身词元上的平均权重</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="179" />
            <source>Score of each head, %1 (rows after the first): %2. The head with the highest score is the answer; each head learns its own way of looking.</source>
            <translation>每个头的分数，即%1（第一行之后的各行）：%2。分数最高的头就是答案；每个头都学会了自己的“看法”。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="185" />
            <source>Per layer, self-attention costs n²·d operations and a convolution k·n·d²: both are %1 at n = k·d = %2. Longer sequences make self-attention the dearer one, but it needs O(1) sequential steps and a maximum path length of 1.</source>
            <translation>每层的运算量：自注意力为 n²·d，卷积为 k·n·d²；在 n = k·d = %2 时两者都是 %1。序列更长时自注意力代价更高，但它只需 O(1) 个顺序步骤，最大路径长度为 1。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="190" />
            <source>Per layer, self-attention costs n²·d operations and a recurrent layer n·d²: both are %1 at n = d = %2. Longer sequences make self-attention the dearer one, but it needs O(1) sequential steps where the RNN needs O(n), and its maximum path length is 1.</source>
            <translation>每层的运算量：自注意力为 n²·d，循环层为 n·d²；在 n = d = %2 时两者都是 %1。序列更长时自注意力代价更高，但它只需 O(1) 个顺序步骤（RNN 需要 O(n) 个），最大路径长度为 1。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="197" />
            <source>No mask hides this key: its weight is %1.</source>
            <translation>没有掩码遮住这个键：它的权重是 %1。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="199" />
            <source>Neither the causal mask nor the valid length hides this key: the session's window or mask matrix does.</source>
            <translation>因果掩码和有效长度都没有遮住这个键：是会话的窗口或掩码矩阵遮住了它。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="203" />
            <source>The causal mask hides every key after the query: key %1 comes after query %2.</source>
            <translation>因果掩码遮住查询之后的所有键：键 %1 在查询 %2 之后。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="208" />
            <source>The valid length of batch item %1 is %2: keys from position %2 on are padding, and the masked softmax gives them weight 0.</source>
            <translation>批次第 %1 项的有效长度是 %2：从位置 %2 起的键都是填充，掩码 softmax 给它们的权重为 0。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="215" />
            <source>Measured on %1 random pairs: the standard deviation is %2 at d = %3 and %4 at d = %5, a factor of %6. Var(q·k) = d, so unscaled scores spread like √d and the softmax saturates; divided by √d their variance stays 1 for every d.</source>
            <translation>在 %1 对随机向量上测得：d = %3 时标准差为 %2，d = %5 时为 %4，相差 %6 倍。Var(q·k) = d，所以不缩放的分数按 √d 展开，softmax 会饱和；除以 √d 后，无论 d 多大方差都保持为 1。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="229" />
            <source>Dot products with the encoding of position %1: the largest other one, %2, is with position %3 '%4' (position %1 with itself: %5). Sinusoidal encodings of nearby positions are alike, so attention can tell near from far.</source>
            <translation>与位置 %1 的编码的点积：其他位置中最大的是 %2，来自位置 %3“%4”（位置 %1 与自身：%5）。相邻位置的正弦编码相似，因此注意力能分辨远近。</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="246" />
            <source>Sketch a row</source>
            <translation>画出一行</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="248" />
            <source>Winning key</source>
            <translation>胜出的键</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="250" />
            <source>Pick a head</source>
            <translation>选一个头</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="252" />
            <source>Number</source>
            <translation>数值</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="254" />
            <source>Multiple choice</source>
            <translation>多项选择</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="263" />
            <source>a query row</source>
            <translation>一行查询</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="265" />
            <source>one weight of a row</source>
            <translation>一行中的一个权重</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="267" />
            <source>a head's pattern</source>
            <translation>头的模式</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="269" />
            <source>where self-attention costs as much as another layer</source>
            <translation>自注意力与另一种层代价相同的长度</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="271" />
            <source>which mask zeroed a weight</source>
            <translation>哪个掩码让权重变为零</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="273" />
            <source>how the scores spread as d grows</source>
            <translation>d 增大时分数如何分散</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="275" />
            <source>the closest positional encoding</source>
            <translation>最相近的位置编码</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="284" />
            <source>previous token</source>
            <translation>前一个词元</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="286" />
            <source>first token</source>
            <translation>第一个词元</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="288" />
            <source>itself</source>
            <translation>自身</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="299" />
            <source>batch item %1, head %2, query %3</source>
            <translation>批次第 %1 项，头 %2，查询 %3</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="302" />
            <source>batch item %1, head %2, query %3, key %4</source>
            <translation>批次第 %1 项，头 %2，查询 %3，键 %4</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="313" />
            <source>convolution, d = %1, k = %2</source>
            <translation>卷积，d = %1，k = %2</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="314" />
            <source>recurrent, d = %1</source>
            <translation>循环层，d = %1</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="317" />
            <source>batch item %1, query %2, key %3</source>
            <translation>批次第 %1 项，查询 %2，键 %3</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="320" />
            <source>scaled, d = %1</source>
            <translation>缩放，d = %1</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="320" />
            <source>unscaled, d = %1</source>
            <translation>未缩放，d = %1</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="323" />
            <source>position %1</source>
            <translation>位置 %1</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/lesson_question_text.cpp" line="326" />
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
    </context>
    <context>
        <name>ae::LessonsPage</name>
        <message>
            <location filename="../../ui/lessons/lessons_page.cpp" line="48" />
            <source>Kernel regression</source>
            <translation>核回归</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/lessons_page.cpp" line="49" />
            <source>Why divide by √d</source>
            <translation>为什么除以 √d</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/lessons_page.cpp" line="50" />
            <source>Not a dense layer</source>
            <translation>不是全连接层</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/lessons_page.cpp" line="51" />
            <source>Dropout</source>
            <translation>暂退法</translation>
        </message>
    </context>
    <context>
        <name>ae::MainWindow</name>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="128" />
            <source>Unsaved changes</source>
            <translation>未保存的更改</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="129" />
            <source>Save the changes to %1 first?</source>
            <translation>是否先保存对 %1 的更改？</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="136" />
            <source>Attention Explorer</source>
            <translation>注意力探索器</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="140" />
            <source>Restore unsaved session</source>
            <translation>恢复未保存的会话</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="141" />
            <source>Attention Explorer did not close properly last time.
Restore the unsaved changes to %1?</source>
            <translation>Attention Explorer 上次没有正常关闭。
要恢复 %1 中未保存的更改吗？</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="169" />
            <location filename="../../ui/main/main_window.cpp" line="857" />
            <source>Computing…</source>
            <translation>正在计算…</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="179" />
            <source>Configuration B cannot run: %1</source>
            <translation>配置 B 无法运行：%1</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="217" />
            <source>Sequence</source>
            <translation>序列</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="218" />
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="219" />
            <source>Mask</source>
            <translation>掩码</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="232" />
            <source>Predict</source>
            <translation>预测</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="242" />
            <source>&amp;Predict, Then Reveal</source>
            <translation>先预测，再揭晓(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="243" />
            <source>Hide one query row until the class has predicted it (F6)</source>
            <translation>隐藏一行查询，直到全班做出预测 (F6)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="297" />
            <source>Batch:</source>
            <translation>批量：</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="304" />
            <source>Show:</source>
            <translation>显示：</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="309" />
            <source>Weights (after softmax)</source>
            <translation>权重（softmax 之后）</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="310" />
            <source>Scores (before softmax)</source>
            <translation>得分（softmax 之前）</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="322" />
            <source>Mean over heads</source>
            <translation>各头平均</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="329" />
            <source>Queries left, keys right</source>
            <translation>查询在左，键在右</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="330" />
            <source>Queries top, keys bottom</source>
            <translation>查询在上，键在下</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1317" />
            <source>About Attention Explorer</source>
            <translation>关于注意力探索器</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="425" />
            <source>&lt;h2&gt;Type a sentence…&lt;/h2&gt;&lt;p&gt;Write a sentence in the &lt;b&gt;Sequence&lt;/b&gt; panel and every head's attention appears here.&lt;br&gt;One sentence per line makes a batch.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;输入一个句子…&lt;/h2&gt;&lt;p&gt;在&lt;b&gt;序列&lt;/b&gt;面板中写一个句子，每个头的注意力都会显示在这里。&lt;br&gt;每行一个句子即构成一个批量。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="516" />
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="518" />
            <source>&amp;New</source>
            <translation>新建(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="522" />
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="525" />
            <source>Open &amp;Recent</source>
            <translation>最近打开(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="528" />
            <source>E&amp;xamples</source>
            <translation>示例(&amp;X)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="532" />
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="536" />
            <source>Save &amp;As…</source>
            <translation>另存为(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="544" />
            <source>&amp;Import Attention…</source>
            <translation>导入注意力(&amp;I)…</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="552" />
            <source>Open &amp;Model…</source>
            <translation>打开模型(&amp;M)…</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="556" />
            <source>Example Mo&amp;dels</source>
            <translation>示例模型(&amp;D)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="662" />
            <source>%1 (trained in this app)</source>
            <translation>%1（在本应用中训练）</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="561" />
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="317" />
            <source>One colour scale for all heads</source>
            <translation>所有头共用颜色刻度</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="318" />
            <source>A colour scale per head</source>
            <translation>每个头各用颜色刻度</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="319" />
            <source>A colour scale per row (long rows)</source>
            <translation>每行各用颜色刻度（长行）</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="565" />
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="586" />
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="587" />
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="606" />
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="618" />
            <source>&amp;Lesson</source>
            <translation>课程(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="620" />
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="626" />
            <source>&amp;Keyboard Shortcuts</source>
            <translation>键盘快捷键(&amp;K)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="630" />
            <source>&amp;About Attention Explorer</source>
            <translation>关于注意力探索器(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="768" />
            <source>Type a sentence to see its attention.</source>
            <translation>输入一个句子，查看它的注意力。</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="803" />
            <source>Ready</source>
            <translation>就绪</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="805" />
            <source>Warning: %1</source>
            <translation>警告：%1</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="853" />
            <source>&lt;h2&gt;Computing…&lt;/h2&gt;&lt;p&gt;This pass needs the memory of the previous picture: together they would exceed the %1 budget, so the previous picture was let go.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;正在计算…&lt;/h2&gt;&lt;p&gt;这次计算需要上一张图所占的内存：两者加起来会超过 %1 的预算，所以上一张图已被释放。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="865" />
            <source>Cannot compute this configuration — %1. The picture below is the last one that worked.</source>
            <translation>无法计算此配置——%1。下方显示的是最后一次成功的结果。</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="868" />
            <source>Cannot compute this configuration — %1.</source>
            <translation>无法计算此配置——%1。</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="871" />
            <source>Error: %1</source>
            <translation>错误：%1</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="917" />
            <source>%1: %2…</source>
            <translation>%1：%2…</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="957" />
            <source>n = %1   m = %2   d = %3   h = %4   p = %5   batch %6/%7</source>
            <translation>n = %1   m = %2   d = %3   h = %4   p = %5   批量 %6/%7</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="969" />
            <source>%1[*] — Attention Explorer</source>
            <translation>%1[*] — 注意力探索器</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1024" />
            <source>The autosaved session could not be restored: %1</source>
            <translation>无法恢复自动保存的会话：%1</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1028" />
            <source>Untitled</source>
            <translation>未命名</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1129" />
            <source>Could not save %1: %2</source>
            <translation>未能保存 %1：%2</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1135" />
            <source>Saved %1</source>
            <translation>已保存 %1</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1144" />
            <source>Open Session</source>
            <translation>打开会话</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1145" />
            <source>Attention sessions (*.json);;All files (*)</source>
            <translation>注意力会话 (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1160" />
            <source>Save Session</source>
            <translation>保存会话</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1162" />
            <source>session.json</source>
            <translation>session.json</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1165" />
            <source>Attention sessions (*.json)</source>
            <translation>注意力会话 (*.json)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1176" />
            <source>Import Attention</source>
            <translation>导入注意力</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1177" />
            <source>Attention weights (*.npy *.json);;NumPy arrays (*.npy);;JSON dumps (*.json)</source>
            <translation>注意力权重 (*.npy *.json);;NumPy 数组 (*.npy);;JSON 导出文件 (*.json)</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1186" />
            <source>Could not import attention: %1</source>
            <translation>无法导入注意力：%1</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1191" />
            <source>Imported %1</source>
            <translation>已导入 %1</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1200" />
            <source>Could not open the example model: %1</source>
            <translation>无法打开示例模型：%1</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1261" />
            <source>Cannot export to %1: use a .png, .svg or .pdf file name.</source>
            <translation>无法导出到 %1：请使用 .png、.svg 或 .pdf 文件名。</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1271" />
            <location filename="../../ui/main/main_window.cpp" line="1282" />
            <source>Could not export the figure: %1</source>
            <translation>未能导出图形：%1</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1274" />
            <location filename="../../ui/main/main_window.cpp" line="1285" />
            <source>Exported %1</source>
            <translation>已导出 %1</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1305" />
            <source>(none)</source>
            <translation>（无）</translation>
        </message>
        <message>
            <location filename="../../ui/main/main_window.cpp" line="1308" />
            <source>Clear List</source>
            <translation>清空列表</translation>
        </message>
        <message>
            <location filename="../../ui/main/class_session_dock.cpp" line="81" />
            <source>Class &amp;Session…</source>
            <translation>课堂互动(&amp;S)…</translation>
        </message>
        <message>
            <location filename="../../ui/main/class_session_dock.cpp" line="83" />
            <source>Class session</source>
            <translation>课堂互动</translation>
        </message>
    </context>
    <context>
        <name>ae::MaskPanel</name>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="104" />
            <source>None</source>
            <translation>无</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="105" />
            <source>Valid lengths</source>
            <translation>有效长度</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="106" />
            <source>Causal</source>
            <translation>因果</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="107" />
            <source>Window</source>
            <translation>窗口</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="108" />
            <source>Custom (click cells)</source>
            <translation>自定义（点击单元格）</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="109" />
            <source>&amp;Mask:</source>
            <translation>掩码(&amp;M)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="110" />
            <source>&amp;Radius r:</source>
            <translation>半径 r(&amp;R)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="111" />
            <source>e.g. 2, 3 (one per line of text)</source>
            <translation>例如 2, 3（文本每行一个）</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="112" />
            <source>&amp;Lengths:</source>
            <translation>长度(&amp;L)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="113" />
            <source>keep</source>
            <translation>保留</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="114" />
            <source>&amp;Reset to the current size</source>
            <translation>重置为当前大小(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="85" />
            <source>Change mask window</source>
            <translation>更改掩码窗口</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="171" />
            <source>Change mask</source>
            <translation>更改掩码</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="125" />
            <source>"%1" is not a length: give whole numbers ≥ 0, one per line of text.</source>
            <translation>“%1”不是有效的长度：请给出 ≥ 0 的整数，文本每行一个。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="217" />
            <source>Change valid lengths</source>
            <translation>更改有效长度</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="233" />
            <source>Toggle mask cell</source>
            <translation>切换掩码单元格</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="249" />
            <source>Reset custom mask</source>
            <translation>重置自定义掩码</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="287" />
            <source>Every query sees every key (padding of a batch is still masked by the lines' lengths).</source>
            <translation>每个查询都能看到每个键（批量中的填充仍按各行的长度遮蔽）。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="291" />
            <source>Keys at positions ≥ the length of their line are masked, like d2l's valid_lens.</source>
            <translation>位置 ≥ 所在行长度的键被遮蔽，与 d2l 中的 valid_lens 相同。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="296" />
            <source>Query i sees keys 0…i only: a decoder cannot look at future tokens.</source>
            <translation>查询 i 只能看到键 0…i：解码器不能看到未来的词元。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="299" />
            <source>Query i sees keys j with |i − j| ≤ r (local attention).</source>
            <translation>查询 i 只能看到满足 |i − j| ≤ r 的键 j（局部注意力）。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/mask_panel.cpp" line="302" />
            <source>Click a cell to mask or unmask that (query, key) pair.</source>
            <translation>点击单元格可遮蔽或取消遮蔽该（查询，键）对。</translation>
        </message>
    </context>
    <context>
        <name>ae::MatrixExport</name>
        <message>
            <location filename="../../ui/export/matrix_export.cpp" line="65" />
            <source>Attention weights (n × m)</source>
            <translation>注意力权重 (n × m)</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export.cpp" line="67" />
            <source>Scores before softmax (n × m)</source>
            <translation>softmax 之前的得分 (n × m)</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export.cpp" line="69" />
            <source>Queries Q of a head</source>
            <translation>一个头的查询 Q</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export.cpp" line="71" />
            <source>Keys K of a head</source>
            <translation>一个头的键 K</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export.cpp" line="73" />
            <source>Values V of a head</source>
            <translation>一个头的值 V</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export.cpp" line="75" />
            <source>Output of a head</source>
            <translation>一个头的输出</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export.cpp" line="77" />
            <source>Heads concatenated</source>
            <translation>各头拼接</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export.cpp" line="79" />
            <source>Output (after W_o)</source>
            <translation>输出（经过 W_o）</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export.cpp" line="81" />
            <source>Positional encoding P</source>
            <translation>位置编码 P</translation>
        </message>
    </context>
    <context>
        <name>ae::MatrixExportDialog</name>
        <message>
            <location filename="../../ui/export/matrix_export_dialog.cpp" line="18" />
            <location filename="../../ui/export/matrix_export_dialog.cpp" line="43" />
            <location filename="../../ui/export/matrix_export_dialog.cpp" line="101" />
            <location filename="../../ui/export/matrix_export_dialog.cpp" line="106" />
            <source>Export Matrix</source>
            <translation>导出矩阵</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export_dialog.cpp" line="24" />
            <source>Matrix:</source>
            <translation>矩阵：</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export_dialog.cpp" line="29" />
            <source>Batch item:</source>
            <translation>批次项：</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export_dialog.cpp" line="34" />
            <source>Head:</source>
            <translation>头：</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export_dialog.cpp" line="37" />
            <source>CSV with token labels</source>
            <translation>带词元标签的 CSV</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export_dialog.cpp" line="39" />
            <source>NumPy .npy (float64)</source>
            <translation>NumPy .npy (float64)</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export_dialog.cpp" line="40" />
            <source>NumPy .npy (float32)</source>
            <translation>NumPy .npy (float32)</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export_dialog.cpp" line="41" />
            <source>Format:</source>
            <translation>格式：</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export_dialog.cpp" line="45" />
            <source>CSV table (*.csv)</source>
            <translation>CSV 表格 (*.csv)</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export_dialog.cpp" line="46" />
            <source>NumPy array (*.npy)</source>
            <translation>NumPy 数组 (*.npy)</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export_dialog.cpp" line="102" />
            <source>Nothing to export: no computation yet.</source>
            <translation>没有可导出的内容：尚未计算。</translation>
        </message>
        <message>
            <location filename="../../ui/export/matrix_export_dialog.cpp" line="107" />
            <source>Could not export the matrix: %1</source>
            <translation>无法导出矩阵：%1</translation>
        </message>
    </context>
    <context>
        <name>ae::ModelDocument</name>
        <message>
            <location filename="../../ui/document/model_document.cpp" line="29" />
            <source>this folder has no tokenizer: type token ids from 0 to %1 separated by commas; '%2' is not one</source>
            <translation>此文件夹没有分词器：请输入 0 到 %1 的词元编号，用逗号分隔；“%2”不是编号</translation>
        </message>
        <message>
            <location filename="../../ui/document/model_document.cpp" line="82" />
            <source>%1 · %2 · %3 layers × %4 heads · width %5 · %6</source>
            <translation>%1 · %2 · %3 层 × %4 头 · 宽度 %5 · %6</translation>
        </message>
        <message>
            <location filename="../../ui/document/model_document.cpp" line="87" />
            <source>no tokenizer: type token ids</source>
            <translation>无分词器：请输入词元编号</translation>
        </message>
        <message>
            <location filename="../../ui/document/model_document.cpp" line="224" />
            <source>open a model folder first (File ▸ Open Model…)</source>
            <translation>请先打开一个模型文件夹（文件 ▸ 打开模型…）</translation>
        </message>
        <message>
            <location filename="../../ui/document/model_document.cpp" line="362" />
            <source>the text has no tokens</source>
            <translation>文本中没有词元</translation>
        </message>
        <message>
            <location filename="../../ui/document/model_document.cpp" line="369" />
            <source>the text is %1 tokens long; this model reads at most %2: shorten it</source>
            <translation>文本有 %1 个词元；这个模型最多读 %2 个：请缩短</translation>
        </message>
        <message>
            <location filename="../../ui/document/model_document.cpp" line="394" />
            <source>not enough memory for this text on this model</source>
            <translation>内存不足，无法在此模型上运行这段文本</translation>
        </message>
    </context>
    <context>
        <name>ae::ModelFigures</name>
        <message>
            <location filename="../../ui/figures/model_figures.cpp" line="24" />
            <source>a real model (--model): every layer × head with its behaviour label</source>
            <translation>真实模型（--model）：每一层 × 每个头及其行为标签</translation>
        </message>
        <message>
            <location filename="../../ui/figures/model_figures.cpp" line="25" />
            <source>a real model (--model): one head's weights, large (--layer, --head)</source>
            <translation>真实模型（--model）：一个头的权重，放大显示（--layer、--head）</translation>
        </message>
        <message>
            <location filename="../../ui/figures/model_figures.cpp" line="26" />
            <source>a real model (--model): the attention rollout through a layer (--layer)</source>
            <translation>真实模型（--model）：到某一层为止的注意力 rollout（--layer）</translation>
        </message>
        <message>
            <location filename="../../ui/figures/model_figures.cpp" line="41" />
            <source>unknown view '%1' for a model; --list-views lists the names</source>
            <translation>模型没有视图“%1”；--list-views 列出所有名称</translation>
        </message>
        <message>
            <location filename="../../ui/figures/model_figures.cpp" line="44" />
            <source>nothing to draw: the model has not run on a text</source>
            <translation>没有可画的内容：模型还没有运行任何文本</translation>
        </message>
        <message>
            <location filename="../../ui/figures/model_figures.cpp" line="48" />
            <source>--layer %1 is out of range: the model has %2 layers (1 … %3)</source>
            <translation>--layer %1 超出范围：模型有 %2 层（1 … %3）</translation>
        </message>
        <message>
            <location filename="../../ui/figures/model_figures.cpp" line="53" />
            <source>--head %1 is out of range: the model has %2 heads (1 … %3)</source>
            <translation>--head %1 超出范围：模型有 %2 个头（1 … %3）</translation>
        </message>
        <message>
            <location filename="../../ui/figures/model_figures.cpp" line="59" />
            <source>--step %1 is out of range: %2 tokens were generated (0 … %2)</source>
            <translation>--step %1 超出范围：共生成了 %2 个词元（0 … %2）</translation>
        </message>
    </context>
    <context>
        <name>ae::ModelOverviewWidget</name>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="31" />
            <source>previous token</source>
            <translation>前一个词元</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="33" />
            <source>next token</source>
            <translation>下一个词元</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="35" />
            <source>first token</source>
            <translation>第一个词元</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="37" />
            <source>last token</source>
            <translation>最后一个词元</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="39" />
            <source>self</source>
            <translation>自身</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="41" />
            <source>induction</source>
            <translation>归纳</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/model/model_overview_widget.cpp" line="43" />
            <source>%n back</source>
            <comment>a head that looks a fixed number of tokens back</comment>
            <translation>
                <numerusform>回看 %n 位</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="46" />
            <source>broad</source>
            <translation>宽泛</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="48" />
            <source>focused</source>
            <translation>集中</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="52" />
            <source>mixed</source>
            <translation>混合</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="59" />
            <source>prev</source>
            <comment>previous-token head, short</comment>
            <translation>前</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="61" />
            <source>next</source>
            <comment>next-token head, short</comment>
            <translation>后</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="63" />
            <source>first</source>
            <comment>first-token head, short</comment>
            <translation>首</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="65" />
            <source>last</source>
            <comment>last-token head, short</comment>
            <translation>末</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="67" />
            <source>self</source>
            <comment>self head, short</comment>
            <translation>自身</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="69" />
            <source>induct</source>
            <comment>induction head, short</comment>
            <translation>归纳</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/model/model_overview_widget.cpp" line="71" />
            <source>%n back</source>
            <comment>fixed-offset head, short</comment>
            <translation>
                <numerusform>回看 %n 位</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="73" />
            <source>broad</source>
            <comment>broad head, short</comment>
            <translation>宽泛</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="75" />
            <source>focus</source>
            <comment>focused head, short</comment>
            <translation>集中</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="79" />
            <source>mixed</source>
            <comment>mixed head, short</comment>
            <translation>混合</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="301" />
            <source>H%1</source>
            <comment>head number, from 1</comment>
            <translation>头%1</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="195" />
            <location filename="../../ui/model/model_overview_widget.cpp" line="307" />
            <source>L%1</source>
            <comment>layer number, from 1</comment>
            <translation>层%1</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="404" />
            <source>Model overview: no run yet</source>
            <translation>模型总览：尚未运行</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="409" />
            <source>Layer %1, head %2: %3 (%4)</source>
            <translation>第 %1 层，第 %2 头：%3（%4）</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_overview_widget.cpp" line="415" />
            <source>; query %1's row is hidden until you reveal your prediction</source>
            <translation>；查询 %1 的行在揭晓你的预测之前隐藏</translation>
        </message>
    </context>
    <context>
        <name>ae::ModelPage</name>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="194" />
            <source>Save Matrix</source>
            <translation>保存矩阵</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="195" />
            <source>CSV with token labels (*.csv);;NumPy array (*.npy)</source>
            <translation>带词元标签的 CSV (*.csv);;NumPy 数组 (*.npy)</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="205" />
            <source>Could not open the model: %1</source>
            <translation>无法打开模型：%1</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="261" />
            <source>Open Model…</source>
            <translation>打开模型…</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="262" />
            <source>A Hugging Face model folder: config.json, model.safetensors and the tokenizer files (GPT-2 or BERT)</source>
            <translation>Hugging Face 模型文件夹：config.json、model.safetensors 和分词器文件（GPT-2 或 BERT）</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="272" />
            <source>&amp;Text:</source>
            <translation>文本(&amp;T)：</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="273" />
            <source>&amp;Continue by:</source>
            <translation>续写(&amp;C)：</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="274" />
            <source> tokens</source>
            <translation> 个词元</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="275" />
            <source>GPT-2: tokens to add, each the one the model finds most likely</source>
            <translation>GPT-2：要追加的词元数，每个都是模型认为最可能的那个</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="276" />
            <source>Run</source>
            <translation>运行</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="277" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="278" />
            <source>Selected head</source>
            <translation>所选的头</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="279" />
            <source>Rollout up to the selected layer</source>
            <translation>到所选层为止的注意力展开（rollout）</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="280" />
            <source>Rollout multiplies the layers' attention (with the residual path as ½·I) and ignores the MLPs and values: it shows where attention could carry information, not why the model gave its output. Attention weights are not an explanation.</source>
            <translation>注意力展开把各层的注意力相乘（残差通路记作 ½·I），忽略了 MLP 和值向量：它显示注意力可能把信息带到哪里，而不是模型为什么给出这个输出。注意力权重不等于解释。</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="289" />
            <source>Save Matrix…</source>
            <translation>保存矩阵…</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="432" />
            <source>The matrix on the right as CSV (with the tokens) or .npy</source>
            <translation>把右侧的矩阵保存为 CSV（带词元）或 .npy</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="284" />
            <source>Show layer in the views</source>
            <translation>在各视图中显示该层</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="264" />
            <source>Or open a tiny model trained in this app:</source>
            <translation>或者打开一个在本应用中训练的小模型：</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="268" />
            <source>A tiny model trained in this app on the task “%1”, run on a question of that task</source>
            <translation>在本应用中针对“%1”任务训练的小模型，并用该任务的一个问题运行它</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="285" />
            <source>Step through this head</source>
            <translation>逐步查看此注意力头</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="287" />
            <source>The selected head's computation stage by stage (Imported tab ▸ Step through), with the layer's real inputs, weights and biases</source>
            <translation>逐阶段展示所选注意力头的计算（导入页 ▸ 逐步计算），使用该层真实的输入、权重和偏置</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="290" />
            <source>Opens the selected layer in the Imported tab: Heads, Lines, Distribution and Step through</source>
            <translation>在导入页中打开所选层：注意力头、连线、分布和逐步计算</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="300" />
            <source>Open Model Folder</source>
            <translation>打开模型文件夹</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="402" />
            <source>No model is open. File ▸ Open Model… takes a Hugging Face folder with config.json, model.safetensors and its tokenizer (GPT-2: vocab.json and merges.txt; BERT: vocab.txt).</source>
            <translation>尚未打开模型。“文件 ▸ 打开模型…”接受一个 Hugging Face 文件夹，内含 config.json、model.safetensors 和它的分词器（GPT-2：vocab.json 和 merges.txt；BERT：vocab.txt）。</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="406" />
            <source>Run a text to see every head of every layer here.</source>
            <translation>运行一段文本，这里会显示每一层的每一个头。</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="408" />
            <source>Open a model to see every head of every layer here.</source>
            <translation>打开一个模型，这里会显示每一层的每一个头。</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="409" />
            <source>Open a model, or one of the tiny models above, to see every head of every layer here.</source>
            <translation>打开一个模型，或上方的某个小模型，这里会显示每一层的每一个头。</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="421" />
            <source>%p% of the weights read</source>
            <comment>loading a model folder</comment>
            <translation>权重已读取 %p%</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="424" />
            <source>block %v of %m</source>
            <comment>the model's transformer blocks run so far</comment>
            <translation>第 %v / %m 个模块</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="433" />
            <source>Reveal the prediction first: the matrix holds the hidden row</source>
            <translation>请先揭晓预测：该矩阵包含被隐藏的行</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="435" />
            <source>Computing…</source>
            <translation>正在计算…</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="435" />
            <source>Loading the model…</source>
            <translation>正在加载模型…</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/model/model_page.cpp" line="439" />
            <source>%n token(s): %1</source>
            <translation>
                <numerusform>%n 个词元：%1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/model/model_page.cpp" line="445" />
            <source>(continued by %n token(s) only: the model reads at most %1 positions)</source>
            <translation>
                <numerusform>（只续写了 %n 个词元：模型最多读 %1 个位置）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="497" />
            <source>rollout</source>
            <translation>展开值</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="499" />
            <source>%1 · rollout through layer %2</source>
            <translation>%1 · 展开到第 %2 层</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="502" />
            <source>score</source>
            <translation>得分</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="503" />
            <source>weight</source>
            <translation>权重</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="504" />
            <source>%1 · layer %2, head %3: %4</source>
            <translation>%1 · 第 %2 层，第 %3 头：%4</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="515" />
            <source>%1 (%2)</source>
            <comment>a head's label and its score</comment>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="522" />
            <source> · next token %1 · last token %2</source>
            <comment>a bidirectional (BERT) head's scores, after 'focused'</comment>
            <translation> · 下一个词元 %1 · 最后一个词元 %2</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="536" />
            <source>Layer %1, head %2 is labelled “%3”. Its scores over all %4 tokens: previous token %5 · first token %6 · self %7 · induction %8 · broad %9 · focused %10%11.</source>
            <translation>第 %1 层第 %2 头被标为“%3”。它在全部 %4 个词元上的得分：前一个词元 %5 · 第一个词元 %6 · 自身 %7 · 归纳 %8 · 宽泛 %9 · 集中 %10%11。</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="552" />
            <source>L%1 H%2 (distance %3)</source>
            <translation>层%1 头%2（距离 %3）</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="560" />
            <source>Heads that behave most like it (dashed): %1</source>
            <translation>行为最相似的头（虚线框）：%1</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="564" />
            <source>Generation step 0 of %1: the prompt's %2 tokens</source>
            <translation>生成第 0 步（共 %1 步）：提示的 %2 个词元</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="567" />
            <source>Generation step %1 of %2: “%3” added; the mask has grown to %4 rows</source>
            <translation>生成第 %1 步（共 %2 步）：加入了“%3”；掩码已增长到 %4 行</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="580" />
            <source>nothing to save: run the model on a text first</source>
            <translation>没有可保存的内容：请先让模型运行一段文本</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="585" />
            <source>query %1 is hidden until the reveal (Predict): reveal it, then save</source>
            <translation>查询 %1 在揭晓前被隐藏（预测）：请先揭晓，再保存</translation>
        </message>
        <message>
            <location filename="../../ui/model/model_page.cpp" line="618" />
            <source>%1, layer %2 of %3 (run in this app)</source>
            <translation>%1，第 %2 层（共 %3 层，在本程序中运行）</translation>
        </message>
    </context>
    <context>
        <name>ae::ModelPanel</name>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="286" />
            <source>Heads and width</source>
            <translation>头数与宽度</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="287" />
            <source>&amp;Heads h:</source>
            <translation>头数 h(&amp;H)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="288" />
            <source>Width d of the projected queries, keys and values; the heads split it into equal slices of width p = d/h.</source>
            <translation>投影后查询、键和值的宽度 d；各个头将其均分为宽度 p = d/h 的切片。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="290" />
            <source>Model &amp;width d:</source>
            <translation>模型宽度 d(&amp;W)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="291" />
            <source>Per head:</source>
            <translation>每个头：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="292" />
            <source>&amp;No projections (plain attention pooling)</source>
            <translation>不使用投影（最简单的注意力汇聚）(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="293" />
            <source>Q = X, K = X, V = X: the embeddings themselves are compared, split into heads by columns.</source>
            <translation>Q = X，K = X，V = X：直接比较嵌入本身，按列拆分给各个头。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="295" />
            <source>Scoring</source>
            <translation>评分函数</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="299" />
            <source>&amp;Function:</source>
            <translation>函数(&amp;F)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="300" />
            <source>Hidden si&amp;ze:</source>
            <translation>隐藏层大小(&amp;Z)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="301" />
            <source>Scores are divided by the temperature before the softmax: low values sharpen the weights, high values flatten them.</source>
            <translation>在 softmax 之前，得分除以温度：温度低则权重更尖锐，温度高则权重更平坦。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="424" />
            <source>&amp;Temperature:</source>
            <translation>温度(&amp;T)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="303" />
            <source>Positions</source>
            <translation>位置</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="304" />
            <source>None (order is invisible)</source>
            <translation>无（看不到顺序）</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="305" />
            <source>Sinusoidal, added to X</source>
            <translation>正弦编码，加到 X 上</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="306" />
            <source>Rotary, rotates q and k</source>
            <translation>旋转编码，旋转 q 和 k</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="307" />
            <source>&amp;Encoding:</source>
            <translation>编码(&amp;E)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="308" />
            <source>&amp;Base:</source>
            <translation>底数(&amp;B)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="309" />
            <source>Weights</source>
            <translation>权重</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="311" />
            <source>&amp;Seed:</source>
            <translation>随机种子(&amp;S)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="312" />
            <source>Training mode, dropout &amp;p:</source>
            <translation>训练模式，暂退概率 p(&amp;P)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="313" />
            <source>Precision</source>
            <translation>精度</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="314" />
            <source>float32 (about 7 significant digits)</source>
            <translation>float32（约 7 位有效数字）</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="315" />
            <source>float64 (about 16 significant digits)</source>
            <translation>float64（约 16 位有效数字）</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="316" />
            <source>float64 computes every stage in double precision: identities such as M(δ)·p_i = p_(i+δ) then hold to about 1e-16 instead of 1e-7, and results and exports keep 17 significant digits.</source>
            <translation>float64 以双精度计算每一步：M(δ)·p_i = p_(i+δ) 这类恒等式的误差约为 1e-16 而不是 1e-7，结果和导出保留 17 位有效数字。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="319" />
            <source>&amp;Compute in:</source>
            <translation>计算精度(&amp;C)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="192" />
            <source>Change number of heads</source>
            <translation>更改头数</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="199" />
            <source>Change model width</source>
            <translation>更改模型宽度</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="205" />
            <source>Remove projections</source>
            <translation>去掉投影</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="205" />
            <source>Use random projections</source>
            <translation>使用随机投影</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="215" />
            <source>Change scoring function</source>
            <translation>更改评分函数</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="219" />
            <source>Change additive hidden size</source>
            <translation>更改加性注意力的隐藏层大小</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="223" />
            <source>Change temperature</source>
            <translation>更改温度</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="233" />
            <source>Change positional encoding</source>
            <translation>更改位置编码</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="245" />
            <source>Change encoding base</source>
            <translation>更改编码底数</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="249" />
            <source>Change seed</source>
            <translation>更改随机种子</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="258" />
            <source>Change dropout</source>
            <translation>更改暂退法</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="269" />
            <source>Change precision</source>
            <translation>更改精度</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="310" />
            <source>New rand&amp;om weights</source>
            <translation>新的随机权重(&amp;O)</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="330" />
            <source>New random weights</source>
            <translation>新的随机权重</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="358" />
            <source>%1 heads cannot split a width of %2 into equal slices</source>
            <translation>%1 个头无法把宽度 %2 均分</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="381" />
            <source>p = d/h = %1/%2 = %3</source>
            <translation>p = d/h = %1/%2 = %3</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="385" />
            <source>Without projections d is the embedding width.</source>
            <translation>不使用投影时，d 就是嵌入宽度。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/panels/model_panel.cpp" line="386" />
            <source>Widths that %n head(s) cannot split equally are greyed out.</source>
            <translation>
                <numerusform>%n 个头无法均分的宽度显示为灰色。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="388" />
            <source>p = d/h = %1/%2 is not a whole number</source>
            <translation>p = d/h = %1/%2 不是整数</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="392" />
            <source>%1 heads cannot split d = %2: each head takes an equal slice of p = d/h columns. Pick a width from the list or another number of heads.</source>
            <translation>%1 个头无法均分 d = %2：每个头要取相同的 p = d/h 列。请从列表中选择一个宽度，或换一个头数。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="396" />
            <source>%1 heads cannot split the width %2 into equal slices of p = d/h columns. Change the number of heads or the embedding width.</source>
            <translation>%1 个头无法把宽度 %2 均分为每份 p = d/h 列。请更改头数或嵌入宽度。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="406" />
            <source>The weights come from the session file. "New random weights" replaces them with random ones.</source>
            <translation>这些权重来自会话文件。“新的随机权重”会用随机权重替换它们。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/model_panel.cpp" line="423" />
            <source>&amp;Temperature τ:</source>
            <translation>温度 τ(&amp;T)：</translation>
        </message>
    </context>
    <context>
        <name>ae::ModelTokenizer</name>
        <message>
            <location filename="../../core/io/model_tokenizer.cpp" line="147" />
            <source>byte-level BPE (%1): %2 tokens, %3 merges</source>
            <translation>字节级 BPE（%1）：%2 个词元，%3 条合并规则</translation>
        </message>
        <message>
            <location filename="../../core/io/model_tokenizer.cpp" line="194" />
            <source>WordPiece (%1): %2 tokens, %3</source>
            <translation>WordPiece（%1）：%2 个词元，%3</translation>
        </message>
        <message>
            <location filename="../../core/io/model_tokenizer.cpp" line="197" />
            <source>lower-cased</source>
            <translation>转为小写</translation>
        </message>
        <message>
            <location filename="../../core/io/model_tokenizer.cpp" line="197" />
            <source>cased</source>
            <translation>区分大小写</translation>
        </message>
    </context>
    <context>
        <name>ae::PathDiagramWidget</name>
        <message>
            <location filename="../../ui/complexity/path_diagram_widget.cpp" line="25" />
            <source>1 recurrent step</source>
            <translation>1 个循环步</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/path_diagram_widget.cpp" line="26" />
            <source>%1 recurrent steps</source>
            <translation>%1 个循环步</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/path_diagram_widget.cpp" line="27" />
            <source>1 layer</source>
            <translation>1 层</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/path_diagram_widget.cpp" line="28" />
            <source>%1 layers</source>
            <translation>%1 层</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/path_diagram_widget.cpp" line="58" />
            <source>Click two inputs x_i to see the shortest path between them</source>
            <translation>点击两个输入 x_i，查看它们之间的最短路径</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/path_diagram_widget.cpp" line="59" />
            <source>Path diagram: the left and right arrow keys move between the inputs, Space picks one, Escape clears the pair</source>
            <translation>路径图：左右方向键在输入之间移动，空格键选中一个输入，Esc 键清除这一对</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/path_diagram_widget.cpp" line="97" />
            <source>input x%1 of %2</source>
            <translation>输入 x%1（共 %2 个）</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/path_diagram_widget.cpp" line="102" />
            <source>x%1 picked: pick a second input</source>
            <translation>已选中 x%1：请选择第二个输入</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/path_diagram_widget.cpp" line="139" />
            <source>x%1 → x%2: %3</source>
            <translation>x%1 → x%2：%3</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/path_diagram_widget.cpp" line="144" />
            <source> (both in the receptive field of position %1 at layer %2)</source>
            <translation>（两者都在第 %2 层位置 %1 的感受野内）</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/path_diagram_widget.cpp" line="373" />
            <source>x%1 picked: click a second input</source>
            <translation>已选中 x%1：请点击第二个输入</translation>
        </message>
        <message>
            <location filename="../../ui/complexity/path_diagram_widget.cpp" line="374" />
            <source>Click two inputs to see their shortest path</source>
            <translation>点击两个输入，查看它们的最短路径</translation>
        </message>
    </context>
    <context>
        <name>ae::PositionalEncodingPage</name>
        <message>
            <location filename="../../ui/positional/positional_encoding_page.cpp" line="115" />
            <source>Sequence length n: rows of the encoding</source>
            <translation>序列长度 n：编码的行数</translation>
        </message>
        <message>
            <location filename="../../ui/positional/positional_encoding_page.cpp" line="116" />
            <source>Model width d: columns of the encoding</source>
            <translation>模型宽度 d：编码的列数</translation>
        </message>
        <message>
            <location filename="../../ui/positional/positional_encoding_page.cpp" line="117" />
            <source>Base of the frequencies ω_j = base^(−2j/d)</source>
            <translation>频率 ω_j = base^(−2j/d) 的底数</translation>
        </message>
        <message>
            <location filename="../../ui/positional/positional_encoding_page.cpp" line="118" />
            <source>Positions n:</source>
            <translation>位置数 n：</translation>
        </message>
        <message>
            <location filename="../../ui/positional/positional_encoding_page.cpp" line="119" />
            <source>Width d:</source>
            <translation>宽度 d：</translation>
        </message>
        <message>
            <location filename="../../ui/positional/positional_encoding_page.cpp" line="120" />
            <source>Base:</source>
            <translation>底数：</translation>
        </message>
        <message>
            <location filename="../../ui/positional/positional_encoding_page.cpp" line="122" />
            <source>p(i, 2j) = sin(i / base^(2j/d)),  p(i, 2j+1) = cos(i / base^(2j/d)); the encoding is added to the token vectors: X + P</source>
            <translation>p(i, 2j) = sin(i / base^(2j/d))，p(i, 2j+1) = cos(i / base^(2j/d))；编码与词元向量相加：X + P</translation>
        </message>
        <message>
            <location filename="../../ui/positional/positional_encoding_page.cpp" line="124" />
            <source>Encoding matrix</source>
            <translation>编码矩阵</translation>
        </message>
        <message>
            <location filename="../../ui/positional/positional_encoding_page.cpp" line="125" />
            <source>Binary analogy</source>
            <translation>二进制类比</translation>
        </message>
        <message>
            <location filename="../../ui/positional/positional_encoding_page.cpp" line="126" />
            <source>Relative offset = rotation</source>
            <translation>相对偏移 = 旋转</translation>
        </message>
        <message>
            <location filename="../../ui/positional/positional_encoding_page.cpp" line="127" />
            <source>Why the model needs it</source>
            <translation>为什么模型需要它</translation>
        </message>
        <message>
            <location filename="../../ui/positional/positional_encoding_page.cpp" line="128" />
            <source>Learned beside sinusoidal</source>
            <translation>可学习与正弦对照</translation>
        </message>
    </context>
    <context>
        <name>ae::PredictionPanel</name>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="121" />
            <source>&amp;Layer:</source>
            <translation>层(&amp;L)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="122" />
            <source>&amp;Head:</source>
            <translation>头(&amp;H)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="123" />
            <source>&amp;Query:</source>
            <translation>查询(&amp;Q)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="124" />
            <source>Drag the bars to where you expect this query to look (they always add up to 1), or click the key you think wins. Then reveal.</source>
            <translation>拖动柱条，画出你认为这个查询会关注哪里（它们的和始终为 1），或点击你认为权重最大的键。然后揭晓。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="126" />
            <source>Even out</source>
            <translation>平均分配</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="127" />
            <source>The same weight on every key</source>
            <translation>每个键的权重相同</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="128" />
            <source>&amp;Reveal</source>
            <translation>揭晓(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="129" />
            <source>Show the model's row over your guess (Enter in the sketch)</source>
            <translation>在你的猜测上叠加模型的这一行（在草图中按 Enter）</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="130" />
            <source>&amp;Next query</source>
            <translation>下一个查询(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="175" />
            <source>Nothing to predict yet: type a sequence.</source>
            <translation>还没有可预测的内容：请输入一个序列。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="178" />
            <source>Nothing to predict yet: open a model and run it on a text.</source>
            <translation>还没有可预测的内容：请打开一个模型并在一段文本上运行。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="181" />
            <source>Nothing to predict yet: choose a task to train on.</source>
            <translation>还没有可预测的内容：请选择一个训练任务。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="188" />
            <source>Where does query %1 '%2' look in layer %3, head %4?</source>
            <translation>在第 %3 层的头 %4 中，查询 %1“%2”会关注哪里？</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="193" />
            <source>Where does query %1 '%2' look in head %3?</source>
            <translation>在头 %3 中，查询 %1“%2”会关注哪里？</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="201" />
            <source>Your guess puts most weight on '%1'. Reveal when you are sure.</source>
            <translation>你的猜测把最大权重放在“%1”上。想好了就揭晓。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="203" />
            <source>No guess yet: every key has the same weight.</source>
            <translation>还没有猜测：每个键的权重相同。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="207" />
            <source>Distance between your guess and the model's row: %1 (total variation: 0 = the same row, 1 = nothing in common).</source>
            <translation>你的猜测与模型这一行的距离：%1（总变差距离：0 = 完全相同，1 = 毫无重合）。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="212" />
            <source>You put most weight on '%1', and so does the model: right.</source>
            <translation>你把最大权重放在“%1”上，模型也是：猜对了。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="214" />
            <source>You put most weight on '%1'; the model puts it on '%2'.</source>
            <translation>你把最大权重放在“%1”上；模型放在“%2”上。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/prediction_panel.cpp" line="218" />
            <source>Why: the weights are the softmax of the scores. '%1' scores %2, %3 above the next key '%4' (%5), so it weighs e^%3 = %6 times as much.</source>
            <translation>原因：权重是评分的 softmax。“%1”的评分为 %2，比次高的键“%4”（%5）高 %3，所以它的权重是后者的 e^%3 = %6 倍。</translation>
        </message>
    </context>
    <context>
        <name>ae::QrCodeWidget</name>
        <message>
            <location filename="../../ui/session_panel/qr_code_widget.cpp" line="43" />
            <source>QR code of %1</source>
            <translation>%1 的二维码</translation>
        </message>
    </context>
    <context>
        <name>ae::QueryDistributionView</name>
        <message>
            <location filename="../../ui/views/query_distribution_view.cpp" line="105" />
            <source>keys</source>
            <translation>键</translation>
        </message>
        <message>
            <location filename="../../ui/views/query_distribution_view.cpp" line="106" />
            <source>weight</source>
            <translation>权重</translation>
        </message>
        <message>
            <location filename="../../ui/views/query_distribution_view.cpp" line="107" />
            <source>dimension</source>
            <translation>维度</translation>
        </message>
        <message>
            <location filename="../../ui/views/query_distribution_view.cpp" line="108" />
            <source>value</source>
            <translation>值</translation>
        </message>
        <message>
            <location filename="../../ui/views/query_distribution_view.cpp" line="164" />
            <source>Click a query row of a heatmap to see its distribution.</source>
            <translation>点击热力图中的一个查询行，查看它的分布。</translation>
        </message>
        <message>
            <location filename="../../ui/views/query_distribution_view.cpp" line="181" />
            <source>Query %1 '%2' is hidden: sketch where it looks in the Predict panel, then reveal.</source>
            <translation>查询 %1“%2”已隐藏：请在“预测”面板中画出它关注的位置，然后揭晓。</translation>
        </message>
        <message>
            <location filename="../../ui/views/query_distribution_view.cpp" line="197" />
            <source>Query %1 '%2', head %3</source>
            <translation>查询 %1 '%2'，头 %3</translation>
        </message>
        <message>
            <location filename="../../ui/views/query_distribution_view.cpp" line="198" />
            <source>attention weights over the keys</source>
            <translation>在各个键上的注意力权重</translation>
        </message>
        <message>
            <location filename="../../ui/views/query_distribution_view.cpp" line="199" />
            <source>head output (weights · values)</source>
            <translation>头的输出（权重 · 值）</translation>
        </message>
        <message>
            <location filename="../../ui/views/query_distribution_view.cpp" line="205" />
            <source>Query %1 '%2', mean over %3 heads</source>
            <translation>查询 %1 '%2'，%3 个头的平均</translation>
        </message>
        <message>
            <location filename="../../ui/views/query_distribution_view.cpp" line="206" />
            <source>mean attention weights over the keys</source>
            <translation>在各个键上的平均注意力权重</translation>
        </message>
        <message>
            <location filename="../../ui/views/query_distribution_view.cpp" line="207" />
            <source>output of the layer</source>
            <translation>该层的输出</translation>
        </message>
        <message>
            <location filename="../../ui/views/query_distribution_view.cpp" line="220" />
            <source>Every key is masked for this query: its weights are all 0 and its output is 0.</source>
            <translation>对该查询来说所有键都被遮蔽：它的权重全为 0，输出为 0。</translation>
        </message>
        <message>
            <location filename="../../ui/views/query_distribution_view.cpp" line="223" />
            <source>entropy H = %1 nats</source>
            <translation>熵 H = %1 奈特</translation>
        </message>
        <message>
            <location filename="../../ui/views/query_distribution_view.cpp" line="225" />
            <source> = %1 × log m (log %2 = %3; 1 would be uniform over all keys, 0 one key)</source>
            <translation> = %1 × log m（log %2 = %3；1 表示在所有键上均匀分布，0 表示只关注一个键）</translation>
        </message>
        <message>
            <location filename="../../ui/views/query_distribution_view.cpp" line="230" />
            <source>; %1 of %2 keys are masked</source>
            <translation>；%2 个键中有 %1 个被遮蔽</translation>
        </message>
    </context>
    <context>
        <name>ae::ReadErrorText</name>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="24" />
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="27" />
            <source>larger than the %1 %2; nothing past that was read</source>
            <translation>超过了%2（%1）；超出部分未被读取</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="29" />
            <source>cannot read: %1</source>
            <translation>无法读取：%1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="31" />
            <source>no such file</source>
            <translation>文件不存在</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="33" />
            <source>is a folder, not a file</source>
            <translation>是文件夹，不是文件</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="35" />
            <source>cannot open: %1</source>
            <translation>无法打开：%1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="38" />
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="40" />
            <source>true</source>
            <translation>true</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="42" />
            <source>false</source>
            <translation>false</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="44" />
            <source>the number %1</source>
            <translation>数值 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="46" />
            <source>the string "%1"</source>
            <translation>字符串 "%1"</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="48" />
            <source>an empty array</source>
            <translation>空数组</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="50" />
            <source>an array of %1 elements</source>
            <translation>含 %1 个元素的数组</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="52" />
            <source>an object</source>
            <translation>对象</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="54" />
            <source>nothing</source>
            <translation>空（缺少该值）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="56" />
            <source>an array</source>
            <translation>数组</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="59" />
            <source>the largest number of heads accepted</source>
            <translation>允许的最大头数</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="61" />
            <source>the largest model width accepted</source>
            <translation>允许的最大模型宽度</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="63" />
            <source>maximum sequence length</source>
            <translation>最大序列长度</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="65" />
            <source>maximum model width</source>
            <translation>最大模型宽度</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="67" />
            <source>maximum batch size</source>
            <translation>最大批量大小</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="69" />
            <source>labels</source>
            <translation>个标签</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="71" />
            <source>rows</source>
            <translation>行</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="73" />
            <source>columns</source>
            <translation>列</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="75" />
            <source>batch items</source>
            <translation>个批量项</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="77" />
            <source>numbers</source>
            <translation>个数</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="79" />
            <source>lengths</source>
            <translation>个长度</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="81" />
            <source>a spec or session may have</source>
            <translation>规格或会话文件的大小上限</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="84" />
            <source>line %1, column %2</source>
            <translation>第 %1 行第 %2 列</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="86" />
            <source>malformed JSON at %1: %2</source>
            <translation>JSON 格式错误，位于 %1：%2</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="88" />
            <source>malformed JSON at %1: %2 (numbers must be finite: NaN, Infinity and values such as 1e400 are not allowed)</source>
            <translation>JSON 格式错误，位于 %1：%2（数值必须是有限的：不允许 NaN、Infinity 以及 1e400 这样的值）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="91" />
            <source>expected a JSON object at the top level, found %1</source>
            <translation>顶层应为 JSON 对象，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="93" />
            <source>is a folder, not a spec file</source>
            <translation>是文件夹，不是规格文件</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="95" />
            <source>this is a result file ("%1"), not a spec ("%2")</source>
            <translation>这是一个结果文件（"%1"），不是规格文件（"%2"）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="97" />
            <source>expected "%1", found %2</source>
            <translation>应为 "%1"，实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="99" />
            <source>expected "float32" or "float64", found %1</source>
            <translation>应为 "float32" 或 "float64"，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="101" />
            <source>expected an object, found %1</source>
            <translation>应为对象，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="103" />
            <source>give either "text" or "inputs" (the query source), not both</source>
            <translation>请在 "text" 和 "inputs"（查询的来源）中只给出一个，不能同时给出</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="105" />
            <source>required: give "inputs" (an n×d matrix or a batch of them) or "text"</source>
            <translation>缺少必填项：请给出 "inputs"（一个 n×d 矩阵或由它们组成的批量）或 "text"</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="108" />
            <source>give either "key_text" or "key_inputs" (the key source), not both</source>
            <translation>请在 "key_text" 和 "key_inputs"（键的来源）中只给出一个，不能同时给出</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="111" />
            <source>expected a string, found %1</source>
            <translation>应为字符串，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="113" />
            <source>expected an integer, found %1</source>
            <translation>应为整数，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="115" />
            <source>expected an integer ≥ %1, found %2</source>
            <translation>应为 ≥ %1 的整数，实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="117" />
            <source>%1 is above the limit of %2 (%3)</source>
            <translation>%1 超过了上限 %2（%3）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="119" />
            <source>expected an integer ≤ %1, found %2</source>
            <translation>应为 ≤ %1 的整数，实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="121" />
            <source>expected a non-negative integer, found %1</source>
            <translation>应为非负整数，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="123" />
            <source>expected an integer from 0 to 2^53, found %1</source>
            <translation>应为 0 到 2^53 之间的整数，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="125" />
            <source>expected a number &gt; 0, found %1</source>
            <translation>应为 &gt; 0 的数，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="127" />
            <source>expected a number, found %1</source>
            <translation>应为数值，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="129" />
            <source>expected a finite number, found %1</source>
            <translation>应为有限数值，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="131" />
            <source>%1 is outside the float32 range (±%2)</source>
            <translation>%1 超出了 float32 的范围（±%2）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="133" />
            <source>expected an array of strings, found %1</source>
            <translation>应为字符串数组，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="135" />
            <source>has %1 %2; the limit is %3 (%4)</source>
            <translation>有 %1 %2；上限为 %3（%4）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="137" />
            <source>expected a matrix (an array of rows), found %1</source>
            <translation>应为矩阵（由行组成的数组），实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="139" />
            <source>expected a matrix (an array of rows), found an empty array</source>
            <translation>应为矩阵（由行组成的数组），实际为空数组</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="141" />
            <source>expected a row (an array of numbers), found %1</source>
            <translation>应为一行（由数值组成的数组），实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="143" />
            <source>expected a row of at least one number, found an empty array</source>
            <translation>应为至少含一个数值的行，实际为空数组</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="145" />
            <source>expected %1 numbers like row 0 (rows must have equal length), found %2</source>
            <translation>应与第 0 行一样有 %1 个数（各行长度必须相同），实际为 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="148" />
            <source>expected a matrix (an array of rows) or a batch (an array of matrices), found %1</source>
            <translation>应为矩阵（由行组成的数组）或批量（由矩阵组成的数组），实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="151" />
            <source>expected a matrix (depth 2) or a batch of matrices (depth 3), found arrays nested %1 deep</source>
            <translation>应为矩阵（嵌套深度 2）或矩阵组成的批量（嵌套深度 3），实际数组嵌套了 %1 层</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="154" />
            <source>expected a matrix (an array of rows) like %1, found %2</source>
            <translation>应与 %1 一样为矩阵（由行组成的数组），实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="156" />
            <source>expected %1×%2 like %3 (batch items share their shape), found %4×%5</source>
            <translation>应与 %3 一样为 %1×%2（各批量项形状相同），实际为 %4×%5</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="159" />
            <source>expected "hashed" or "one_hot", found %1</source>
            <translation>应为 "hashed" 或 "one_hot"，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="161" />
            <source>expected "none", "sinusoidal" or "rotary", found %1</source>
            <translation>应为 "none"、"sinusoidal" 或 "rotary"，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="163" />
            <source>expected an object of matrices (W_q, W_k, W_v, W_o) or "random", found %1</source>
            <translation>应为由矩阵（W_q、W_k、W_v、W_o）组成的对象或 "random"，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="166" />
            <source>expected one of %1, found %2</source>
            <translation>应为 %1 之一，实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="168" />
            <source>additive scoring needs W_q (hidden×p), W_k (hidden×p_k) and w_v (hidden numbers); %1 is missing</source>
            <translation>加性评分需要 W_q（hidden×p）、W_k（hidden×p_k）和 w_v（hidden 个数）；缺少 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="171" />
            <source>expected %1 rows like scoring.W_q (the hidden width), found %2</source>
            <translation>应与 scoring.W_q 一样有 %1 行（隐藏层宽度），实际为 %2 行</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="173" />
            <source>expected %1 numbers like the rows of scoring.W_q (the hidden width), found %2</source>
            <translation>应与 scoring.W_q 的各行一样有 %1 个数（隐藏层宽度），实际为 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="176" />
            <source>general scoring needs W (p×p_k); it is missing</source>
            <translation>一般形式评分需要 W（p×p_k）；但缺少该矩阵</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="178" />
            <source>expected a non-empty array of numbers, found %1</source>
            <translation>应为非空的数值数组，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="180" />
            <source>expected true or false, found %1</source>
            <translation>应为 true 或 false，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="182" />
            <source>expected an integer length, found %1</source>
            <translation>应为整数长度，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="184" />
            <source>expected a length ≥ 0, found %1</source>
            <translation>应为 ≥ 0 的长度，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="186" />
            <source>the length %1 is above the limit of %2 (maximum sequence length)</source>
            <translation>长度 %1 超过了上限 %2（最大序列长度）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="189" />
            <source>expected an array of lengths (one per batch item) or of arrays (per batch item, one per query), found %1</source>
            <translation>应为长度数组（每个批量项一个）或数组的数组（每个批量项一个数组，其中每个查询一个长度），实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="192" />
            <source>expected an array of lengths like %1 (one depth throughout), found %2</source>
            <translation>应与 %1 一样为长度数组（嵌套深度须一致），实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="195" />
            <source>expected an integer length like %1 (one depth throughout), found %2</source>
            <translation>应与 %1 一样为整数长度（嵌套深度须一致），实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="198" />
            <source>expected an n×m matrix of 0/1 or a batch of them, found %1</source>
            <translation>应为由 0/1 组成的 n×m 矩阵或由它们组成的批量，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="200" />
            <source>expected a matrix of 0/1 like %1, found %2</source>
            <translation>应与 %1 一样为 0/1 矩阵，实际为 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="202" />
            <source>expected a row of 0/1, found %1</source>
            <translation>应为由 0/1 组成的行，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="204" />
            <source>expected %1 entries like row 0 (rows must have equal length), found %2</source>
            <translation>应与第 0 行一样有 %1 个元素（各行长度必须相同），实际为 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="207" />
            <source>expected 0 (masked) or 1 (kept), found %1</source>
            <translation>应为 0（遮蔽）或 1（保留），实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="209" />
            <source>required: the drop probability, 0 ≤ p &lt; 1</source>
            <translation>缺少必填项：暂退概率，0 ≤ p &lt; 1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="211" />
            <source>expected an object {"p": probability}, found %1</source>
            <translation>应为对象 {"p": 概率}，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="213" />
            <source>expected a probability with 0 ≤ p &lt; 1, found %1</source>
            <translation>应为满足 0 ≤ p &lt; 1 的概率，实际为 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="215" />
            <source>heads</source>
            <translation>头</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="218" />
            <source>an array file may have</source>
            <translation>数组文件的大小上限</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="220" />
            <source>the header is not a Python dict</source>
            <translation>文件头不是 Python 字典</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="222" />
            <source>expected a quoted key in the header</source>
            <translation>文件头中应为带引号的键</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="224" />
            <source>expected ':' after '%1' in the header</source>
            <translation>文件头中 '%1' 之后应为 ':'</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="226" />
            <source>'descr' must be a quoted type string</source>
            <translation>'descr' 必须是带引号的类型字符串</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="228" />
            <source>'fortran_order' must be True or False</source>
            <translation>'fortran_order' 必须是 True 或 False</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="230" />
            <source>unexpected key '%1' in the header</source>
            <translation>文件头中出现了意外的键 '%1'</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="232" />
            <source>expected ',' or '}' in the header</source>
            <translation>文件头中应为 ',' 或 '}'</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="234" />
            <source>unexpected text after the header dict</source>
            <translation>文件头字典之后出现了多余的文字</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="236" />
            <source>the header lacks 'descr', 'fortran_order' or 'shape'</source>
            <translation>文件头缺少 'descr'、'fortran_order' 或 'shape'</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="238" />
            <source>'shape' must be a tuple of integers</source>
            <translation>'shape' 必须是整数元组</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="240" />
            <source>'shape' must hold non-negative integers</source>
            <translation>'shape' 必须由非负整数组成</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="242" />
            <source>a dimension in 'shape' is too large</source>
            <translation>'shape' 中的某个维度过大</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="244" />
            <source>'shape' has more than 32 dimensions</source>
            <translation>'shape' 超过了 32 个维度</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="246" />
            <source>expected ',' or ')' in 'shape'</source>
            <translation>'shape' 中应为 ',' 或 ')'</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="248" />
            <source>not a NumPy .npy file (the magic string \x93NUMPY is missing)</source>
            <translation>不是 NumPy .npy 文件（缺少魔数字符串 \x93NUMPY）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="250" />
            <source>the .npy file is truncated inside its preamble</source>
            <translation>.npy 文件在文件头的前导部分被截断</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="252" />
            <source>unsupported .npy format version %1.%2 (1.0, 2.0 and 3.0 are read)</source>
            <translation>不支持的 .npy 格式版本 %1.%2（支持读取 1.0、2.0 和 3.0）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="255" />
            <source>the .npy header says it is %1 bytes long but the file ends after %2</source>
            <translation>.npy 文件头声明长度为 %1 字节，但文件在 %2 字节后就结束了</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="258" />
            <source>bad .npy header: %1</source>
            <translation>.npy 文件头有误：%1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="260" />
            <source>unsupported element type '%1' (float32 '&lt;f4' or float64 '&lt;f8' expected)</source>
            <translation>不支持的元素类型 '%1'（应为 float32 '&lt;f4' 或 float64 '&lt;f8'）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="263" />
            <source>the shape %1 is far larger than the file (%2 bytes of data)</source>
            <translation>形状 %1 远大于文件（数据共 %2 字节）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="265" />
            <source>the shape %1 needs %2 bytes of data but the file holds %3</source>
            <translation>形状 %1 需要 %2 字节的数据，但文件只有 %3 字节</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="268" />
            <source>line %1: a quote inside an unquoted field</source>
            <translation>第 %1 行：未加引号的字段中出现了引号</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="270" />
            <source>line %1: text after a closing quote</source>
            <translation>第 %1 行：右引号之后还有文字</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="272" />
            <source>line %1: a quoted field is not closed</source>
            <translation>第 %1 行：带引号的字段没有闭合</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="274" />
            <source>the header row is missing</source>
            <translation>缺少表头行</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="276" />
            <source>line 1 has %1 column labels but the rows have %2 values</source>
            <translation>第 1 行有 %1 个列标签，但数据行有 %2 个值</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="278" />
            <source>line %1 has %2 values, expected %3</source>
            <translation>第 %1 行有 %2 个值，应为 %3 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="280" />
            <source>line %1, column %2: '%3' is not a finite number</source>
            <translation>第 %1 行第 %2 列：'%3' 不是有限数值</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="283" />
            <source>%1: cannot open: %2</source>
            <translation>%1：无法打开：%2</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="285" />
            <source>%1: cannot map the file: %2</source>
            <translation>%1：无法映射文件：%2</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="287" />
            <source>truncated: %1 bytes; a safetensors file starts with an 8-byte header length</source>
            <translation>文件被截断：只有 %1 字节；safetensors 文件以 8 字节的头部长度开头</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="290" />
            <source>the header claims %1 bytes; at most %2 are accepted</source>
            <translation>头部声称有 %1 字节；最多接受 %2 字节</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="292" />
            <source>the header claims %1 bytes but the file has only %2 after the length: truncated or not a safetensors file</source>
            <translation>头部声称有 %1 字节，但长度之后文件只有 %2 字节：文件被截断或不是 safetensors 文件</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="295" />
            <source>the header is not JSON (%1 at byte %2)</source>
            <translation>头部不是 JSON（第 %2 字节处：%1）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="297" />
            <source>the header is not a JSON object</source>
            <translation>头部不是 JSON 对象</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="299" />
            <source>__metadata__ is not an object</source>
            <translation>__metadata__ 不是对象</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="301" />
            <source>__metadata__ '%1' is not a string</source>
            <translation>__metadata__ 的“%1”不是字符串</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="303" />
            <source>tensor '%1': %2</source>
            <translation>张量“%1”：%2</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="305" />
            <source>not an object</source>
            <translation>不是对象</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="307" />
            <source>dtype is missing or not a string</source>
            <translation>dtype 缺失或不是字符串</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="309" />
            <source>unknown dtype '%1'</source>
            <translation>未知的 dtype“%1”</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="311" />
            <source>shape is missing or not an array</source>
            <translation>shape 缺失或不是数组</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="313" />
            <source>shape has %1 axes; at most %2 are accepted</source>
            <translation>shape 有 %1 个轴；最多接受 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="315" />
            <source>shape entries must be whole numbers ≥ 0</source>
            <translation>shape 的各项必须是 ≥ 0 的整数</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="317" />
            <source>shape %1 is too large</source>
            <translation>shape %1 过大</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="319" />
            <source>data_offsets must be two whole numbers [begin, end]</source>
            <translation>data_offsets 必须是两个整数 [begin, end]</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="321" />
            <source>data_offsets %1 end before they begin</source>
            <translation>data_offsets %1 的结束位置在开始位置之前</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="323" />
            <source>data_offsets %1 reach past the data, which has %2 bytes</source>
            <translation>data_offsets %1 超出了数据区（数据区只有 %2 字节）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="325" />
            <source>data_offsets %1 hold %2 values but shape %3 needs %4</source>
            <translation>data_offsets %1 容纳 %2 个值，但 shape %3 需要 %4 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="327" />
            <source>tensors '%1' and '%2' overlap in the data</source>
            <translation>张量“%1”和“%2”的数据相互重叠</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="329" />
            <source>%1: tensor '%2': dtype %3 is not supported (F32, F16 and BF16 are)</source>
            <translation>%1：张量“%2”：不支持 dtype %3（支持 F32、F16 和 BF16）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="332" />
            <source>%1: tensor '%2': shape %3 is not a matrix or a vector</source>
            <translation>%1：张量“%2”：shape %3 不是矩阵或向量</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="335" />
            <source>a model config may have</source>
            <translation>模型配置文件的大小上限</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="337" />
            <source>config.json: %1 is missing</source>
            <translation>config.json：缺少 %1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="339" />
            <source>config.json: %1 must be a whole number from 1 to %2</source>
            <translation>config.json：%1 必须是 1 到 %2 之间的整数</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="341" />
            <source>config.json: %1 must be a number between 0 and 1</source>
            <translation>config.json：%1 必须是 0 到 1 之间的数</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="343" />
            <source>config.json: %1 '%2' is not supported (gelu_new, gelu, relu)</source>
            <translation>config.json：不支持 %1“%2”（支持 gelu_new、gelu、relu）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="345" />
            <source>config.json: attention_scoring '%1' is not one of %2</source>
            <translation>config.json：attention_scoring“%1”不是 %2 之一</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="347" />
            <source>config.json: attention_temperature must be a number above 0</source>
            <translation>config.json：attention_temperature 必须是大于 0 的数</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="349" />
            <source>config.json: %1 must be true or false</source>
            <translation>config.json：%1 必须是 true 或 false</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="351" />
            <source>%1: tensor '%2' is missing</source>
            <translation>%1：缺少张量“%2”</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="353" />
            <source>%1: tensor '%2' has shape %3; the config needs %4</source>
            <translation>%1：张量“%2”的形状为 %3；配置要求 %4</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="355" />
            <source>config.json: not a JSON object (%1)</source>
            <translation>config.json：不是 JSON 对象（%1）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="357" />
            <source>config.json: model_type '%1' is not supported (gpt2, bert, distilbert)</source>
            <translation>config.json：不支持 model_type“%1”（支持 gpt2、bert、distilbert）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="360" />
            <source>config.json: %1 heads do not divide the width %2</source>
            <translation>config.json：%1 个头不能整除宽度 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="362" />
            <source>%1: not a folder (a model is a folder with config.json and model.safetensors)</source>
            <translation>%1：不是文件夹（模型是包含 config.json 和 model.safetensors 的文件夹）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="365" />
            <source>model.safetensors is missing; pytorch_model.bin (a Python pickle) is not read: download the model's .safetensors file instead</source>
            <translation>缺少 model.safetensors；不读取 pytorch_model.bin（Python pickle 文件）：请改为下载模型的 .safetensors 文件</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="369" />
            <source>model.safetensors is missing</source>
            <translation>缺少 model.safetensors</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="372" />
            <source>a tokenizer file may have</source>
            <translation>分词器文件允许的大小</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="374" />
            <source>%1: not valid JSON at byte %2: %3</source>
            <translation>%1：第 %2 字节处不是有效的 JSON：%3</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="376" />
            <source>%1: expected a JSON object</source>
            <translation>%1：应为 JSON 对象</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="378" />
            <source>%1: %2 tokens; at most %3 are supported</source>
            <translation>%1：%2 个词元；最多支持 %3 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="380" />
            <source>%1: the token '%2' has no whole-number id</source>
            <translation>%1：词元“%2”没有整数编号</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="382" />
            <source>%1: line %2: expected two symbols separated by one space</source>
            <translation>%1：第 %2 行：应为用一个空格分开的两个符号</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="384" />
            <source>%1: model.merges[%2]: expected two symbols</source>
            <translation>%1：model.merges[%2]：应为两个符号</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="386" />
            <source>%1: model.type is '%2'; a GPT-2 model needs 'BPE'</source>
            <translation>%1：model.type 是“%2”；GPT-2 模型需要“BPE”</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="388" />
            <source>%1: model.type is '%2'; a BERT model needs 'WordPiece'</source>
            <translation>%1：model.type 是“%2”；BERT 模型需要“WordPiece”</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="390" />
            <source>%1: %2 tokens, but the model has %3</source>
            <translation>%1：%2 个词元，但模型只有 %3 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="392" />
            <source>%1: the token '%2' has id %3, past the %4 tokens</source>
            <translation>%1：词元“%2”的编号 %3 超出了 %4 个词元</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="394" />
            <source>no tokenizer: a GPT-2 folder needs vocab.json and merges.txt, or tokenizer.json</source>
            <translation>没有分词器：GPT-2 文件夹需要 vocab.json 和 merges.txt，或 tokenizer.json</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="397" />
            <source>no tokenizer: a BERT folder needs vocab.txt, or tokenizer.json</source>
            <translation>没有分词器：BERT 文件夹需要 vocab.txt，或 tokenizer.json</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="399" />
            <source>%1: the token '%2' has id %3, but the model has %4 tokens</source>
            <translation>%1：词元“%2”的编号是 %3，但模型只有 %4 个词元</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="401" />
            <source>%1: the byte symbol '%2' (byte %3) is missing; a byte-level vocabulary has one for each of the 256 bytes</source>
            <translation>%1：缺少字节符号“%2”（字节 %3）；字节级词表应为 256 个字节各有一个符号</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="404" />
            <source>the vocabulary has no token '%1', which its merges make</source>
            <translation>词表中没有合并规则产生的词元“%1”</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="406" />
            <source>%1: has no %2 token</source>
            <translation>%1：没有 %2 词元</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="409" />
            <source>only a GPT-2 model is saved this way</source>
            <translation>只有 GPT-2 模型能以这种方式保存</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="411" />
            <source>vocab.json: %1 symbols for a model of %2 tokens</source>
            <translation>vocab.json：%1 个符号，但模型有 %2 个词元</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="413" />
            <source>%1: cannot create the folder</source>
            <translation>%1：无法创建文件夹</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="416" />
            <source>there is no key positional encoding (it needs sinusoidal encoding and explicit key inputs)</source>
            <translation>没有键的位置编码（需要正弦位置编码和显式给出的键输入）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="419" />
            <source>this spec adds no positional encoding (positional_encoding type is not "sinusoidal")</source>
            <translation>该规格没有加入位置编码（positional_encoding 的类型不是 "sinusoidal"）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="422" />
            <source>batch item %1 does not exist; the pass has %2 (1..%3)</source>
            <translation>批量项 %1 不存在；本次计算共有 %2 项（1..%3）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="424" />
            <source>head %1 does not exist; the pass has %2 (1..%3)</source>
            <translation>头 %1 不存在；本次计算共有 %2 个头（1..%3）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="426" />
            <source>dropped_weights exist only with dropout in the spec</source>
            <translation>只有规格中启用暂退法时才有 dropped_weights</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="428" />
            <source>expected one of %1, found '%2'</source>
            <translation>应为 %1 之一，实际为“%2”</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="431" />
            <source>an attention file may have</source>
            <translation>注意力文件的大小上限</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="433" />
            <source>a token list may have</source>
            <translation>词元列表的大小上限</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="435" />
            <source>the attention is empty (%1 layers, %2 heads, %3 queries, %4 keys)</source>
            <translation>注意力为空（%1 层、%2 个头、%3 个查询、%4 个键）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="438" />
            <source>%1 heads per layer; at most %2 are supported</source>
            <translation>每层 %1 个头；最多支持 %2 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="440" />
            <source>%1 queries × %2 keys; at most %3 tokens per side are supported</source>
            <translation>%1 个查询 × %2 个键；每边最多支持 %3 个词元</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="442" />
            <source>the weights need %1; at most %2 are supported</source>
            <translation>这些权重需要 %1；最多支持 %2</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="444" />
            <source>%1, key %2: %3 is not a finite number</source>
            <translation>%1，键 %2：%3 不是有限数</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="446" />
            <source>%1, key %2: the weight %3 is negative (each query row must be a probability distribution)</source>
            <translation>%1，键 %2：权重 %3 为负（每个查询行必须是概率分布）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="449" />
            <source>%1: the weights sum to %2, not 1 (each query row must be a probability distribution; tolerance %3)</source>
            <translation>%1：权重之和为 %2，不是 1（每个查询行必须是概率分布；容差 %3）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="452" />
            <source>the token list has %1 tokens but the attention has %2 queries</source>
            <translation>词元列表有 %1 个词元，但注意力有 %2 个查询</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="454" />
            <source>the key token list has %1 tokens but the attention has %2 keys</source>
            <translation>键词元列表有 %1 个词元，但注意力有 %2 个键</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="456" />
            <source>the token list has %1 tokens; it labels the %2 queries but the attention has %3 keys (give the key tokens too)</source>
            <translation>词元列表有 %1 个词元，可标注 %2 个查询，但注意力有 %3 个键（请同时给出键的词元）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="459" />
            <source>'%1' must be a list of strings</source>
            <translation>“%1”必须是字符串列表</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="461" />
            <source>%1[%2]: expected a string</source>
            <translation>%1[%2]：应为字符串</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="463" />
            <source>not a readable .npy file: %1</source>
            <translation>不是可读取的 .npy 文件：%1</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="465" />
            <source>shape %1 has a batch of %2 (axis 1); export one sentence (batch 1) or pick one with a[:, i]</source>
            <translation>形状 %1 的批次为 %2（第 1 轴）；请导出一个句子（批次 1），或用 a[:, i] 选出一个</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="468" />
            <source>shape %1 has rank %2; expected (heads, queries, keys), (layers, heads, queries, keys) or (layers, 1, heads, queries, keys)</source>
            <translation>形状 %1 的维数为 %2；应为 (头, 查询, 键)、(层, 头, 查询, 键) 或 (层, 1, 头, 查询, 键)</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="471" />
            <source>array[%1, %2]</source>
            <translation>array[%1, %2]</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="473" />
            <source>array[%1, %2, %3]</source>
            <translation>array[%1, %2, %3]</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="475" />
            <source>array[%1, 0, %2, %3]</source>
            <translation>array[%1, 0, %2, %3]</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="477" />
            <source>not valid JSON at byte %1: %2 (NaN and Infinity are not JSON)</source>
            <translation>第 %1 字节处不是有效的 JSON：%2（NaN 和 Infinity 不属于 JSON）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="479" />
            <source>expected a JSON object with "tokens" and "attentions"</source>
            <translation>应为包含 "tokens" 和 "attentions" 的 JSON 对象</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="481" />
            <source>'format' is "%1"; expected "%2"</source>
            <translation>“format”为 "%1"；应为 "%2"</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="483" />
            <source>'tokens' is missing: give the list of input tokens</source>
            <translation>缺少“tokens”：请给出输入词元列表</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="485" />
            <source>'attentions' must be a non-empty list of layers, [layer][batch][head][query][key]</source>
            <translation>“attentions”必须是非空的层列表，[层][批次][头][查询][键]</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="488" />
            <source>attentions[0]: expected [batch][head][query][key] or [head][query][key] nested lists of numbers</source>
            <translation>attentions[0]：应为 [批次][头][查询][键] 或 [头][查询][键] 嵌套的数字列表</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="491" />
            <source>attentions[0]: a batch of %1 items; dump one sentence (batch 1)</source>
            <translation>attentions[0]：批次有 %1 项；请导出一个句子（批次 1）</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="493" />
            <source>%1: expected a list of %2 %3</source>
            <translation>%1：应为 %2 个%3的列表</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="495" />
            <source>%1: %2 %3, expected %4</source>
            <translation>%1：%2 个%3，应为 %4 个</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="497" />
            <source>%1[%2]: expected a number</source>
            <translation>%1[%2]：应为数字</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="499" />
            <source>the token list is not valid JSON at byte %1: %2</source>
            <translation>词元列表在第 %1 字节处不是有效的 JSON：%2</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="501" />
            <source>%1: use a NumPy .npy file or a .json attention dump</source>
            <translation>%1：请使用 NumPy .npy 文件或 .json 注意力导出文件</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="503" />
            <source>cannot read %1: %2</source>
            <translation>无法读取 %1：%2</translation>
        </message>
        <message>
            <location filename="../../ui/document/read_error_text.cpp" line="505" />
            <source>cannot read the token list %1: %2</source>
            <translation>无法读取词元列表 %1：%2</translation>
        </message>
    </context>
    <context>
        <name>ae::RotationPanel</name>
        <message>
            <location filename="../../ui/positional/rotation_panel.cpp" line="222" />
            <source>Animate i</source>
            <translation>动画演示 i</translation>
        </message>
        <message>
            <location filename="../../ui/positional/rotation_panel.cpp" line="196" />
            <source>p(i, 2j)  (sin)</source>
            <translation>p(i, 2j)（sin）</translation>
        </message>
        <message>
            <location filename="../../ui/positional/rotation_panel.cpp" line="197" />
            <source>p(i, 2j+1)  (cos)</source>
            <translation>p(i, 2j+1)（cos）</translation>
        </message>
        <message>
            <location filename="../../ui/positional/rotation_panel.cpp" line="198" />
            <source>unit circle</source>
            <translation>单位圆</translation>
        </message>
        <message>
            <location filename="../../ui/positional/rotation_panel.cpp" line="199" />
            <source>offset δ</source>
            <translation>偏移 δ</translation>
        </message>
        <message>
            <location filename="../../ui/positional/rotation_panel.cpp" line="200" />
            <source>p_i · p_(i+δ)</source>
            <translation>p_i · p_(i+δ)</translation>
        </message>
        <message>
            <location filename="../../ui/positional/rotation_panel.cpp" line="201" />
            <source>How alike are positions δ apart?
p_i · p_(i+δ) = Σ_j cos(δ·ω_j): the same from every i</source>
            <translation>相距 δ 的两个位置有多相似？
p_i · p_(i+δ) = Σ_j cos(δ·ω_j)：从任何 i 出发都相同</translation>
        </message>
        <message>
            <location filename="../../ui/positional/rotation_panel.cpp" line="204" />
            <source>For a fixed offset δ the same 2×2 matrix maps the pair of every position i to the pair of position i+δ: it depends on δ and ω_j only. Press Animate to move i with δ fixed and watch both arrows turn together while the matrix stays put.</source>
            <translation>对于固定的偏移 δ，同一个 2×2 矩阵把每个位置 i 的这一对分量映射为位置 i+δ 的对应分量：它只取决于 δ 和 ω_j。按“动画演示 i”让 i 移动而 δ 保持不变，可以看到两个箭头一起转动，而矩阵保持不变。</translation>
        </message>
        <message>
            <location filename="../../ui/positional/rotation_panel.cpp" line="208" />
            <source>Why: write θ = i·ω_j and φ = δ·ω_j. The angle-sum formulas give sin(θ+φ) = cos φ·sin θ + sin φ·cos θ and cos(θ+φ) = −sin φ·sin θ + cos φ·cos θ, so (p(i+δ, 2j), p(i+δ, 2j+1)) = M·(p(i, 2j), p(i, 2j+1)) with M = [cos φ, sin φ; −sin φ, cos φ], which has no i in it. That is the third of the three things a positional encoding needs: (1) a different vector for every position, (2) values that stay bounded however long the sequence (here within [−1, 1]), and (3) a fixed linear map from position i to i+δ, so relative offsets can be learnt.</source>
            <translation>为什么：记 θ = i·ω_j，φ = δ·ω_j。由和角公式 sin(θ+φ) = cos φ·sin θ + sin φ·cos θ，cos(θ+φ) = −sin φ·sin θ + cos φ·cos θ，所以 (p(i+δ, 2j), p(i+δ, 2j+1)) = M·(p(i, 2j), p(i, 2j+1))，其中 M = [cos φ, sin φ; −sin φ, cos φ]，与 i 无关。这正是位置编码需要的三条性质中的第三条：(1) 每个位置的向量都不同；(2) 无论序列多长，数值都有界（这里在 [−1, 1] 内）；(3) 从位置 i 到 i+δ 是一个固定的线性映射，因此模型可以学会相对偏移。</translation>
        </message>
        <message>
            <location filename="../../ui/positional/rotation_panel.cpp" line="215" />
            <source>Pair j:</source>
            <translation>列对 j：</translation>
        </message>
        <message>
            <location filename="../../ui/positional/rotation_panel.cpp" line="216" />
            <source>Position i:</source>
            <translation>位置 i：</translation>
        </message>
        <message>
            <location filename="../../ui/positional/rotation_panel.cpp" line="217" />
            <source>Offset δ:</source>
            <translation>偏移 δ：</translation>
        </message>
        <message>
            <location filename="../../ui/positional/rotation_panel.cpp" line="222" />
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <location filename="../../ui/positional/rotation_panel.cpp" line="348" />
            <source>Residual ‖M·p_i − p_(i+δ)‖ = %1 (float64 run: double rounding only)</source>
            <translation>残差 ‖M·p_i − p_(i+δ)‖ = %1（float64 计算：只有双精度舍入误差）</translation>
        </message>
        <message>
            <location filename="../../ui/positional/rotation_panel.cpp" line="350" />
            <source>Residual ‖M·p_i − p_(i+δ)‖ = %1 (float rounding only)</source>
            <translation>残差 ‖M·p_i − p_(i+δ)‖ = %1（仅为浮点舍入误差）</translation>
        </message>
        <message>
            <location filename="../../ui/positional/rotation_panel.cpp" line="366" />
            <source>i = %1</source>
            <translation>i = %1</translation>
        </message>
        <message>
            <location filename="../../ui/positional/rotation_panel.cpp" line="368" />
            <source>i = 0</source>
            <translation>i = 0</translation>
        </message>
    </context>
    <context>
        <name>ae::RowSketchWidget</name>
        <message>
            <location filename="../../ui/views/row_sketch_widget.cpp" line="59" />
            <source>Sketch the row: ←/→ choose a key, ↑/↓ change its weight, Space puts all the weight on it, Enter reveals</source>
            <translation>画出这一行：←/→ 选择键，↑/↓ 改变它的权重，空格把全部权重放在它上面，Enter 揭晓</translation>
        </message>
        <message>
            <location filename="../../ui/views/row_sketch_widget.cpp" line="288" />
            <source>your guess</source>
            <translation>你的猜测</translation>
        </message>
        <message>
            <location filename="../../ui/views/row_sketch_widget.cpp" line="289" />
            <source>the model</source>
            <translation>模型</translation>
        </message>
        <message>
            <location filename="../../ui/views/row_sketch_widget.cpp" line="427" />
            <source>your guess: %1</source>
            <translation>你的猜测：%1</translation>
        </message>
        <message>
            <location filename="../../ui/views/row_sketch_widget.cpp" line="429" />
            <source>; the model: %1</source>
            <translation>；模型：%1</translation>
        </message>
        <message>
            <location filename="../../ui/views/row_sketch_widget.cpp" line="431" />
            <source>; selected key %1 '%2'</source>
            <translation>；选中的键 %1“%2”</translation>
        </message>
    </context>
    <context>
        <name>ae::ScalingPage</name>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="67" />
            <source>measured</source>
            <translation>实测</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="70" />
            <source>density</source>
            <translation>密度</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="199" />
            <source>&lt;b&gt;Why divide by √d.&lt;/b&gt; Take q and k with d independent entries of mean 0 and variance 1. Each product q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt; has variance 1, so the dot product q·k, a sum of d of them, has mean 0 and variance d: its typical size grows like √d. Dividing by √d brings the variance back to 1 for every d. Without it, a row of scores spreads further apart as d grows, the softmax puts almost all the weight on one key (entropy near 0, largest weight near 1) and its gradients vanish: the softmax saturates. %1 random pairs are drawn for the histograms.</source>
            <translation>&lt;b&gt;为什么除以 √d。&lt;/b&gt;设 q 和 k 各有 d 个相互独立、均值为 0、方差为 1 的分量。每个乘积 q&lt;sub&gt;i&lt;/sub&gt;k&lt;sub&gt;i&lt;/sub&gt; 的方差为 1，所以点积 q·k 作为 d 个乘积之和，均值为 0、方差为 d：它的典型大小按 √d 增长。除以 √d 后，无论 d 多大，方差都回到 1。若不缩放，d 越大，一行得分彼此相差越远，softmax 几乎把全部权重都给了一个键（熵接近 0，最大权重接近 1），梯度随之消失：softmax 饱和了。直方图使用 %1 对随机向量。</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="208" />
            <source>Width d:</source>
            <translation>宽度 d：</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="209" />
            <source>Seed:</source>
            <translation>随机种子：</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="212" />
            <source>q·k (unscaled)</source>
            <translation>q·k（未缩放）</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="212" />
            <source>q·k</source>
            <translation>q·k</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="212" />
            <source>normal, variance d</source>
            <translation>正态分布，方差 d</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="213" />
            <source>q·k / √d (scaled)</source>
            <translation>q·k / √d（已缩放）</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="213" />
            <source>q·k / √d</source>
            <translation>q·k / √d</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="214" />
            <source>normal, variance 1</source>
            <translation>正态分布，方差 1</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="215" />
            <source>Softmax of one row of %1 scores</source>
            <translation>一行 %1 个得分的 softmax</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="216" />
            <source>softmax(q·k)</source>
            <translation>softmax(q·k)</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="217" />
            <source>softmax(q·k / √d)</source>
            <translation>softmax(q·k / √d)</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="218" />
            <source>key j</source>
            <translation>键 j</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="219" />
            <source>weight</source>
            <translation>权重</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="220" />
            <source>Softmax of %1 scores against d (mean of %2 rows)</source>
            <translation>%1 个得分的 softmax 随 d 的变化（%2 行的平均）</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="223" />
            <source>width d</source>
            <translation>宽度 d</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="224" />
            <source>entropy (nats)</source>
            <translation>熵（奈特）</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="225" />
            <source>largest weight</source>
            <translation>最大权重</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="226" />
            <source>entropy, unscaled</source>
            <translation>熵，未缩放</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="227" />
            <source>entropy, scaled</source>
            <translation>熵，已缩放</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="228" />
            <source>largest weight, unscaled</source>
            <translation>最大权重，未缩放</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="229" />
            <source>largest weight, scaled</source>
            <translation>最大权重，已缩放</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="211" />
            <location filename="../../ui/lessons/scaling_page.cpp" line="305" />
            <source>Sampling…</source>
            <translation>正在抽样…</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="371" />
            <source>Var(q·k) = %1 (d = %2)</source>
            <translation>Var(q·k) = %1（d = %2）</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="372" />
            <source>Var(q·k / √d) = %1</source>
            <translation>Var(q·k / √d) = %1</translation>
        </message>
        <message>
            <location filename="../../ui/lessons/scaling_page.cpp" line="376" />
            <source>One row at d = %1. Unscaled: largest weight %2, entropy %3 nats. Scaled by 1/√d: largest weight %4, entropy %5 nats (a uniform row has %6).</source>
            <translation>d = %1 时的一行。未缩放：最大权重 %2，熵 %3 奈特。乘以 1/√d 后：最大权重 %4，熵 %5 奈特（均匀的一行为 %6）。</translation>
        </message>
    </context>
    <context>
        <name>ae::SceneQuestion</name>
        <message>
            <location filename="../../ui/classroom/scene_question.cpp" line="41" />
            <location filename="../../ui/classroom/scene_question.cpp" line="152" />
            <source>expected an integer ≥ 0</source>
            <translation>应为不小于 0 的整数</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question.cpp" line="54" />
            <source>expected a number &gt; %1</source>
            <translation>应为大于 %1 的数</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question.cpp" line="55" />
            <source>expected a number ≥ %1</source>
            <translation>应为不小于 %1 的数</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question.cpp" line="69" />
            <location filename="../../ui/classroom/scene_question.cpp" line="123" />
            <source>expected one of %1</source>
            <translation>应为以下之一：%1</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question.cpp" line="107" />
            <source>expected an object</source>
            <translation>应为对象</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question.cpp" line="116" />
            <source>not a member of a question</source>
            <translation>不是问题的成员</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question.cpp" line="135" />
            <source>a %1 question does not ask about %2</source>
            <translation>%1 类问题不能问 %2</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question.cpp" line="158" />
            <source>expected true or false</source>
            <translation>应为 true 或 false</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question.cpp" line="165" />
            <source>expected a string</source>
            <translation>应为字符串</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question.cpp" line="171" />
            <source>%1 bytes; at most %2</source>
            <translation>%1 字节；最多 %2</translation>
        </message>
    </context>
    <context>
        <name>ae::SceneQuestionDialog</name>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="60" />
            <source>Scene Question — %1</source>
            <translation>场景问题 — %1</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="80" />
            <source>recurrent</source>
            <translation>循环层</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="81" />
            <source>convolutional</source>
            <translation>卷积层</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="90" />
            <source>Scaled by 1/√d</source>
            <translation>按 1/√d 缩放</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="100" />
            <source>Empty: the question in the interface's words</source>
            <translation>留空：使用界面自带的问法</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="103" />
            <source>&amp;Kind:</source>
            <translation>类型(&amp;K)：</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="104" />
            <source>&amp;Asks about:</source>
            <translation>询问内容(&amp;A)：</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="105" />
            <source>&amp;Batch item:</source>
            <translation>批次项(&amp;B)：</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="106" />
            <source>&amp;Head:</source>
            <translation>头(&amp;H)：</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="107" />
            <source>&amp;Query (from 0):</source>
            <translation>查询（从 0 起）(&amp;Q)：</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="108" />
            <source>K&amp;ey (from 0):</source>
            <translation>键（从 0 起）(&amp;E)：</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="109" />
            <source>&amp;Pattern:</source>
            <translation>模式(&amp;P)：</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="110" />
            <source>&amp;Layer:</source>
            <translation>层(&amp;L)：</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="111" />
            <source>&amp;d:</source>
            <translation>&amp;d：</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="112" />
            <source>Ker&amp;nel size k:</source>
            <translation>核大小 k(&amp;N)：</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="114" />
            <source>&amp;Seed:</source>
            <translation>种子(&amp;S)：</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="115" />
            <source>&amp;Tolerance:</source>
            <translation>容差(&amp;T)：</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="116" />
            <source>P&amp;rompt:</source>
            <translation>提示语(&amp;R)：</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="119" />
            <source>Preview, computed from the scene's run:</source>
            <translation>预览，由场景的运行结果计算：</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="131" />
            <source>Remo&amp;ve Question</source>
            <translation>删除问题(&amp;V)</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="285" />
            <source>The scene's session cannot run: %1</source>
            <translation>场景的会话无法运行：%1</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="295" />
            <source>Choices: %1</source>
            <translation>选项：%1</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/scene_question_dialog.cpp" line="300" />
            <source>This question does not fit the scene's run: %1</source>
            <translation>这个问题与场景的运行结果不符：%1</translation>
        </message>
    </context>
    <context>
        <name>ae::ScoringText</name>
        <message>
            <location filename="../../ui/document/scoring_text.cpp" line="34" />
            <location filename="../../ui/document/scoring_text.cpp" line="51" />
            <source>Scaled dot product</source>
            <translation>缩放点积</translation>
        </message>
        <message>
            <location filename="../../ui/document/scoring_text.cpp" line="36" />
            <location filename="../../ui/document/scoring_text.cpp" line="53" />
            <source>Dot product</source>
            <translation>点积</translation>
        </message>
        <message>
            <location filename="../../ui/document/scoring_text.cpp" line="38" />
            <source>Additive (Bahdanau)</source>
            <translation>加性（Bahdanau）</translation>
        </message>
        <message>
            <location filename="../../ui/document/scoring_text.cpp" line="40" />
            <source>General (Luong)</source>
            <translation>一般形式（Luong）</translation>
        </message>
        <message>
            <location filename="../../ui/document/scoring_text.cpp" line="42" />
            <location filename="../../ui/document/scoring_text.cpp" line="59" />
            <source>Cosine</source>
            <translation>余弦</translation>
        </message>
        <message>
            <location filename="../../ui/document/scoring_text.cpp" line="55" />
            <source>Additive</source>
            <translation>加性</translation>
        </message>
        <message>
            <location filename="../../ui/document/scoring_text.cpp" line="57" />
            <source>General</source>
            <translation>一般形式</translation>
        </message>
        <message>
            <location filename="../../ui/document/scoring_text.cpp" line="106" />
            <source>Every query is compared with every key by a dot product: multiply element by element and add up. The more the two point the same way, the larger the score; row i, column j is how much query i is interested in key j. Click a score to see the two vectors and each product.</source>
            <translation>每个查询与每个键做点积：逐元素相乘再求和。方向越一致，得分越大。第 i 行第 j 列的得分表示第 i 个查询对第 j 个键的“兴趣”。点击一个得分可以看到这两个向量和每一项乘积。</translation>
        </message>
        <message>
            <location filename="../../ui/document/scoring_text.cpp" line="115" />
            <source>Additive (Bahdanau) attention scores with a small feed-forward layer: W_q q and W_k k are added, passed through tanh, and reduced by w_v. Queries and keys may have different widths.</source>
            <translation>加性注意力（Bahdanau）用一个小的前馈层计算得分：把 W_q q 和 W_k k 相加，经过 tanh，再与 w_v 做内积。查询和键的宽度可以不同。</translation>
        </message>
        <message>
            <location filename="../../ui/document/scoring_text.cpp" line="122" />
            <source>The general (Luong) form puts a learned matrix W between query and key: the score is qᵀ W k.</source>
            <translation>一般形式（Luong）在查询和键之间插入一个可学习的矩阵 W：得分为 qᵀ W k。</translation>
        </message>
        <message>
            <location filename="../../ui/document/scoring_text.cpp" line="127" />
            <source>Cosine similarity compares directions only: the dot product divided by both lengths, so every score lies between −1 and 1.</source>
            <translation>余弦相似度只比较方向：点积除以两个向量长度的乘积，结果在 −1 到 1 之间。</translation>
        </message>
        <message>
            <location filename="../../ui/document/scoring_text.cpp" line="146" />
            <source>dot product q·k</source>
            <translation>点积 q·k</translation>
        </message>
        <message>
            <location filename="../../ui/document/scoring_text.cpp" line="153" />
            <source>cosine: unit vectors, then their dot product</source>
            <translation>余弦：先单位化，再做点积</translation>
        </message>
        <message>
            <location filename="../../ui/document/scoring_text.cpp" line="158" />
            <source>general: q · (W k)</source>
            <translation>一般形式：q · (W k)</translation>
        </message>
        <message>
            <location filename="../../ui/document/scoring_text.cpp" line="163" />
            <source>additive: w_v · tanh(W_q q + W_k k)</source>
            <translation>加性：w_v · tanh(W_q q + W_k k)</translation>
        </message>
    </context>
    <context>
        <name>ae::SequencePanel</name>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="125" />
            <source>&amp;Text (one sentence per line makes a batch):</source>
            <translation>文本(&amp;T)（每行一个句子构成一个批量）：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="126" />
            <source>Type a sentence…</source>
            <translation>输入一个句子…</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="127" />
            <source>&amp;Cross-attention: keys and values from a source</source>
            <translation>交叉注意力：键和值来自源句子(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="129" />
            <source>Queries come from the text above; keys and values from the source sentence, as in Bahdanau attention for translation.</source>
            <translation>查询来自上方的文本；键和值来自源句子，与用于机器翻译的 Bahdanau 注意力相同。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="131" />
            <source>Source sentence…</source>
            <translation>源句子…</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="132" />
            <source>Hashed (a fixed vector per word)</source>
            <translation>哈希（每个词一个固定向量）</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="133" />
            <source>One-hot (vocabulary of the text)</source>
            <translation>独热（基于文本的词表）</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="134" />
            <source>&amp;Embedding:</source>
            <translation>嵌入(&amp;E)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="135" />
            <source>Width d of each token's vector</source>
            <translation>每个词元向量的宽度 d</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="136" />
            <source>Embedding &amp;width:</source>
            <translation>嵌入宽度(&amp;W)：</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="103" />
            <source>Change embedding</source>
            <translation>更改嵌入</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="109" />
            <source>Change embedding width</source>
            <translation>更改嵌入宽度</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="146" />
            <source>Edit text</source>
            <translation>编辑文本</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="156" />
            <source>Edit source text</source>
            <translation>编辑源文本</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="169" />
            <source>Turn on cross-attention</source>
            <translation>开启交叉注意力</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="169" />
            <source>Turn off cross-attention</source>
            <translation>关闭交叉注意力</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="187" />
            <source>This session gives its inputs as numbers (a batch of %1, each %2×%3), not as text. Open an example or File &gt; New to type a sentence.</source>
            <translation>此会话的输入是数值矩阵（批量大小 %1，每个 %2×%3），而不是文本。请打开一个示例或使用“文件 &gt; 新建”来输入句子。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="231" />
            <source>The same word always gets the same vector.</source>
            <translation>同一个词总是得到同一个向量。</translation>
        </message>
        <message>
            <location filename="../../ui/panels/sequence_panel.cpp" line="233" />
            <source>Width = vocabulary size: %1 distinct tokens.</source>
            <translation>宽度 = 词表大小：%1 个不同的词元。</translation>
        </message>
    </context>
    <context>
        <name>ae::SessionAutosaver</name>
        <message>
            <location filename="../../ui/document/session_autosaver.cpp" line="64" />
            <source>cannot create the folder %1</source>
            <translation>无法创建文件夹 %1</translation>
        </message>
    </context>
    <context>
        <name>ae::ShortcutsDialog</name>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="30" />
            <source>Keyboard Shortcuts</source>
            <translation>键盘快捷键</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="35" />
            <source>Action</source>
            <translation>操作</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="35" />
            <source>Keys</source>
            <translation>按键</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="81" />
            <source>Step through: previous stage</source>
            <translation>逐步计算：上一阶段</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="81" />
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="85" />
            <source>Left</source>
            <translation>左方向键</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="82" />
            <source>Step through: next stage</source>
            <translation>逐步计算：下一阶段</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="82" />
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="84" />
            <source>Right, Space</source>
            <translation>右方向键、空格</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="83" />
            <source>Step through: first / last stage</source>
            <translation>逐步计算：第一个 / 最后一个阶段</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="83" />
            <source>Home, End</source>
            <translation>Home、End</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="84" />
            <source>Presentation mode: next stage or tab</source>
            <translation>演示模式：下一阶段或下一个标签页</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="85" />
            <source>Presentation mode: previous stage or tab</source>
            <translation>演示模式：上一阶段或上一个标签页</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="86" />
            <source>Presentation mode: leave</source>
            <translation>演示模式：退出</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="86" />
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="89" />
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="87" />
            <source>Heads: enlarge a head / back to the grid</source>
            <translation>头：放大一个头 / 回到网格</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="87" />
            <source>Double-click</source>
            <translation>双击</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="88" />
            <source>Lines: select a query (only its lines)</source>
            <translation>连线：选择一个查询（只显示它的连线）</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="88" />
            <source>Up, Down, Home, End</source>
            <translation>上、下方向键，Home、End</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="89" />
            <source>Lines: all lines again</source>
            <translation>连线：重新显示全部连线</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="90" />
            <source>Path diagram: move between the inputs</source>
            <translation>路径图：在输入之间移动</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="90" />
            <source>Left, Right, Home, End</source>
            <translation>左、右方向键，Home、End</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="91" />
            <source>Path diagram: pick the input / clear the pair</source>
            <translation>路径图：选中该输入 / 清除这一对</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/shortcuts_dialog.cpp" line="91" />
            <source>Space / Esc</source>
            <translation>空格键 / Esc</translation>
        </message>
    </context>
    <context>
        <name>ae::ShufflePanel</name>
        <message>
            <location filename="../../ui/positional/shuffle_panel.cpp" line="122" />
            <source>Shuffle tokens</source>
            <translation>打乱词元</translation>
        </message>
        <message>
            <location filename="../../ui/positional/shuffle_panel.cpp" line="124" />
            <source>Self-attention treats its input as a set: shuffle the tokens (rows of X with a permutation Π) and, without positional information, the output rows are shuffled in exactly the same way, f(Π·X) = Π·f(X). The numbers below are the largest entry of |f(Π·X) − Π·f(X)| for one head with random projections.</source>
            <translation>自注意力把输入当作一个集合：用置换 Π 打乱词元（X 的各行），在没有位置信息时，输出的各行也会以完全相同的方式被打乱，即 f(Π·X) = Π·f(X)。下面的数字是一个使用随机投影的头上 |f(Π·X) − Π·f(X)| 的最大元素。</translation>
        </message>
        <message>
            <location filename="../../ui/positional/shuffle_panel.cpp" line="128" />
            <source>No positional encoding:</source>
            <translation>无位置编码：</translation>
        </message>
        <message>
            <location filename="../../ui/positional/shuffle_panel.cpp" line="129" />
            <source>Sinusoidal encoding added:</source>
            <translation>加上正弦位置编码：</translation>
        </message>
        <message>
            <location filename="../../ui/positional/shuffle_panel.cpp" line="130" />
            <source>Rotary positions:</source>
            <translation>旋转位置编码：</translation>
        </message>
        <message>
            <location filename="../../ui/positional/shuffle_panel.cpp" line="131" />
            <source>Seed:</source>
            <translation>随机种子：</translation>
        </message>
        <message>
            <location filename="../../ui/positional/shuffle_panel.cpp" line="133" />
            <source>Without positions the model cannot tell "dog bites man" from "man bites dog": the deviation is rounding noise. With positions the encoding stays with the slot while the token moves, so the outputs change.</source>
            <translation>没有位置信息时，模型分不清“狗咬人”和“人咬狗”：偏差只是舍入噪声。有了位置信息，编码留在原来的位置上，而词元被移走，因此输出会发生变化。</translation>
        </message>
        <message>
            <location filename="../../ui/positional/shuffle_panel.cpp" line="137" />
            <source>Right: rotary positions. The same query q and key k are placed at every position and rotated by their positions. The score (R_i q)·(R_j k) = qᵀ·R_(j−i)·k depends only on the offset j − i, so the heatmap is constant along every diagonal: attention sees relative positions.</source>
            <translation>右图：旋转位置编码。把同一个查询 q 和键 k 放到每个位置上，并按各自的位置旋转。得分 (R_i q)·(R_j k) = qᵀ·R_(j−i)·k 只取决于偏移 j − i，因此热力图沿每条对角线都是常数：注意力看到的是相对位置。</translation>
        </message>
        <message>
            <location filename="../../ui/positional/shuffle_panel.cpp" line="141" />
            <source>key position j</source>
            <translation>键的位置 j</translation>
        </message>
        <message>
            <location filename="../../ui/positional/shuffle_panel.cpp" line="142" />
            <source>query position i</source>
            <translation>查询的位置 i</translation>
        </message>
        <message>
            <location filename="../../ui/positional/shuffle_panel.cpp" line="143" />
            <source>Rotary: (R_i q)·(R_j k) depends only on j − i</source>
            <translation>旋转编码：(R_i q)·(R_j k) 只取决于 j − i</translation>
        </message>
        <message>
            <location filename="../../ui/positional/shuffle_panel.cpp" line="153" />
            <source>The shuffle demo could not run: %1</source>
            <translation>打乱演示无法运行：%1</translation>
        </message>
        <message>
            <location filename="../../ui/positional/shuffle_panel.cpp" line="176" />
            <source>Your sentence: %1&lt;br&gt;Shuffled by Π: %2&lt;br&gt;(each word with its position, from 0)</source>
            <translation>你的句子：%1&lt;br&gt;用 Π 打乱后：%2&lt;br&gt;（每个词带着它的位置，从 0 开始）</translation>
        </message>
        <message>
            <location filename="../../ui/positional/shuffle_panel.cpp" line="179" />
            <source>New order of the %1 random tokens (positions from 0): %2</source>
            <translation>%1 个随机词元的新顺序（位置从 0 开始）：%2</translation>
        </message>
        <message>
            <location filename="../../ui/positional/shuffle_panel.cpp" line="184" />
            <source>n/a (needs an even width)</source>
            <translation>不适用（需要偶数宽度）</translation>
        </message>
    </context>
    <context>
        <name>ae::StageContentBuilder</name>
        <message>
            <location filename="../../ui/stepthrough/stage_content_builder.cpp" line="25" />
            <source>tokens</source>
            <translation>词元</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_content_builder.cpp" line="29" />
            <source>queries</source>
            <translation>查询</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_content_builder.cpp" line="33" />
            <source>keys</source>
            <translation>键</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_content_builder.cpp" line="37" />
            <source>features</source>
            <translation>特征</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_content_builder.cpp" line="41" />
            <source>output feature</source>
            <translation>输出维</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_content_builder.cpp" line="45" />
            <source>input feature</source>
            <translation>输入维</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_content_builder.cpp" line="49" />
            <source>hidden unit</source>
            <translation>隐藏单元</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_content_builder.cpp" line="207" />
            <source>position</source>
            <translation>位置</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_content_builder.cpp" line="210" />
            <source>P: no sinusoidal encoding</source>
            <translation>P：无正弦位置编码</translation>
        </message>
    </context>
    <context>
        <name>ae::StagePageWidget</name>
        <message>
            <location filename="../../ui/stepthrough/stage_page_widget.cpp" line="130" />
            <source>Inputs</source>
            <translation>输入</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_page_widget.cpp" line="130" />
            <source>Outputs</source>
            <translation>输出</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_page_widget.cpp" line="432" />
            <source>value</source>
            <translation>值</translation>
        </message>
    </context>
    <context>
        <name>ae::StageText</name>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="56" />
            <source>Tokens → embeddings X</source>
            <translation>词元 → 嵌入 X</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="58" />
            <source>Add the positional encoding P</source>
            <translation>加上位置编码 P</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="60" />
            <source>Projections Q, K, V</source>
            <translation>投影：Q、K、V</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="62" />
            <source>Split into heads</source>
            <translation>拆分为多个头</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="64" />
            <source>Attention scores</source>
            <translation>注意力得分</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="66" />
            <source>Scaling</source>
            <translation>缩放</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="68" />
            <source>Mask</source>
            <translation>掩码</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="70" />
            <source>Softmax, row by row</source>
            <translation>逐行 softmax</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="72" />
            <source>Weighted sum A·V</source>
            <translation>加权求和：A·V</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="74" />
            <source>Concatenate the heads</source>
            <translation>拼接各个头</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="76" />
            <source>Output projection → Y</source>
            <translation>输出投影 → Y</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="123" />
            <source>S&lt;sub&gt;h&lt;/sub&gt; ← S&lt;sub&gt;h&lt;/sub&gt; &amp;nbsp; (factor 1: no scaling)</source>
            <translation>S&lt;sub&gt;h&lt;/sub&gt; ← S&lt;sub&gt;h&lt;/sub&gt; &amp;nbsp;（因子为 1，不缩放）</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="128" />
            <source>where</source>
            <translation>当</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="154" />
            <source>The sentence is split into tokens (Chinese text character by character) and each token is looked up as a d-dimensional vector. Stacked in order they form the matrix X: one row per token, one column per feature. Nothing in X says where a token stands yet.</source>
            <translation>句子先被切分成词元（中文按字切分），每个词元查表得到一个 d 维向量。把这些向量按顺序叠成矩阵 X：每一行是一个词元，每一列是一个特征。此时 X 里还没有任何关于位置的信息。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="162" />
            <source>Attention by itself ignores order: shuffle the tokens and the outputs are only shuffled. So a positional encoding P is added to X (added, not multiplied). Each pair of columns of P is a sine and a cosine of a different frequency, so a fixed linear map moves any position to a relative one.</source>
            <translation>注意力本身不区分顺序：打乱词元，输出只是跟着打乱。因此把位置编码 P 加到 X 上（是相加，不是相乘）。P 的每一对列是不同频率的正弦和余弦，所以相对位置可以通过一个固定的线性变换表示。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="170" />
            <source>The same input is projected by three learned matrices into queries Q, keys K and values V. W is stored as torch.nn.Linear does (out×in), hence the product with Wᵀ. A query asks, a key is compared with the queries, and a value is what gets mixed into the output.</source>
            <translation>同一个输入通过三个学得的矩阵分别投影为查询 Q、键 K 和值 V。W 采用 torch.nn.Linear 的布局（输出×输入），所以是乘以 Wᵀ。查询用来“提问”，键用来和查询比对，值是最终被加权求和的内容。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="178" />
            <source>Multi-head attention does not project again: the columns of Q, K and V are cut into h blocks of width p, and head h uses only its own block. Each head attends in its own subspace, for the same total cost as one wide head.</source>
            <translation>多头注意力不再计算新的投影：Q、K、V 的列被切成 h 个宽度为 p 的块，第 h 个头只使用自己的那一块。各个头在不同的子空间里独立地计算注意力，总计算量与单个宽头相同。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="188" />
            <source>If the components of q and k are independent with mean 0 and variance 1, their dot product has variance p. Dividing by √p brings it back to 1, so the softmax does not saturate and its gradients do not vanish. The factor is 1/√p, not 1.</source>
            <translation>若 q 和 k 的各分量独立、均值 0、方差 1，点积的方差是 p。除以 √p 让得分的方差回到 1，softmax 不会过早饱和，梯度也不会消失。缩放因子是 1/√p，而不是 1。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="195" />
            <source>This scoring function is not divided by √p; the scores are divided only by the temperature τ when it is not 1. A larger τ flattens the distribution, a smaller one sharpens it.</source>
            <translation>这个评分函数本身不除以 √p；只有温度 τ 不为 1 时得分才除以 τ。τ 越大分布越平，τ 越小分布越尖。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="201" />
            <source>Masked pairs (padding tokens, future tokens under a causal mask, keys outside the window) get the score −∞, so after the softmax their weight is exactly 0. They are drawn grey and hatched.</source>
            <translation>被掩码的位置（填充的词元、因果掩码中的未来词元、窗口之外的词元）的得分被设为 −∞，这样 softmax 之后它们的权重恰好为 0。图中用灰色斜线表示。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="207" />
            <source>Each row gets its own softmax: subtract the row's maximum (for numerical stability; the result is the same), exponentiate, divide by the row's sum. Every row becomes a probability distribution that sums to 1. Click a weight to see the row's exponentials and their sum.</source>
            <translation>每一行单独做 softmax：先减去该行最大值（数值稳定，结果不变），取指数，再除以该行的和。于是每行都是一个概率分布，和为 1。点击一个权重可以看到该行的指数值和它们的和。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="215" />
            <source>Each query's output is the average of all value vectors weighted by its attention weights: keys with a large weight contribute most. Click an output value to see the weighted sum term by term.</source>
            <translation>每个查询的输出是所有值向量的加权平均，权重就是上一步得到的注意力权重。权重大的键贡献大。点击输出中的一个数可以逐项看到这个加权和。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="222" />
            <source>The heads' outputs are placed side by side, column block after column block, back to the width h·p. The heads have not exchanged anything yet.</source>
            <translation>把各个头的输出按列并排拼接起来，宽度回到 h·p。拼接时头与头之间还没有交流。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="227" />
            <source>Finally the output matrix Wₒᵀ mixes the heads' results into the layer's output Y: one row per token, each now carrying information from the tokens it attended to.</source>
            <translation>最后乘以输出矩阵 Wₒᵀ，把各个头的结果混合起来，得到这一层的输出 Y：每个词元一行，已经融合了它所关注的其他词元的信息。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="245" />
            <source>A layer of a loaded model: X is what this layer's attention reads, not an embedding. GPT-2: the hidden states after the layer's LayerNorm (ln_1); BERT: the output of the layer below (or of the embeddings).</source>
            <translation>已加载模型的一层：X 是该层注意力读取的输入，而不是词嵌入。GPT-2：经过该层 LayerNorm（ln_1）后的隐藏状态；BERT：下一层（或嵌入层）的输出。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="251" />
            <source>The model's learned positions were added to its embeddings before the first layer, so nothing is added here: X + P is X.</source>
            <translation>模型学到的位置向量在第一层之前已加到嵌入上，因此这里不再相加：X + P 就是 X。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="257" />
            <source>Each projection of the model adds a bias (GPT-2's c_attn, BERT's query, key and value biases): a cell is x·W[c,:] + b[c]. Click one to see the sum and the bias.</source>
            <translation>模型的每个投影都会加上偏置（GPT-2 的 c_attn，BERT 的 query、key、value 偏置）：每个单元格为 x·W[c,:] + b[c]。点击单元格可查看求和与偏置。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="264" />
            <source>GPT-2 is causal: a token sees only itself and the tokens before it.</source>
            <translation>GPT-2 是因果的：每个词元只能看到自身和它之前的词元。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="267" />
            <source>BERT attends both ways, and one text has no padding: nothing is masked.</source>
            <translation>BERT 双向关注，且单个文本没有填充：没有任何位置被遮蔽。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="272" />
            <source>The output projection adds its bias b_o too (GPT-2's c_proj, BERT's attention output dense). Y is the layer's attention before the residual connection.</source>
            <translation>输出投影同样加上偏置 b_o（GPT-2 的 c_proj，BERT 的注意力输出 dense 层）。Y 是该层在残差连接之前的注意力输出。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="283" />
            <source>This run uses rotary positions: X is unchanged here; the positions rotate each head's q and k after the split.</source>
            <translation>本次使用旋转位置编码（RoPE）：X 不变，位置在拆分为多头后作用于每个头的 q 和 k。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="289" />
            <source>No sinusoidal encoding in this run: X + P is X itself.</source>
            <translation>本次没有正弦位置编码：X + P 就是 X。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="295" />
            <source>No projection (identity): Q = K = V = X, plain attention pooling.</source>
            <translation>没有投影（恒等映射）：Q = K = V = X，这就是普通的注意力汇聚。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="301" />
            <source>Rotary positions: each head's q and k shown on the right are already rotated by position.</source>
            <translation>旋转位置编码：每个头的 q、k 已按位置旋转（右侧即旋转后的值）。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="307" />
            <source>A single head: the whole matrix is its block.</source>
            <translation>只有一个头：整块就是这个头。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="313" />
            <source>No mask in this run: the scores pass unchanged.</source>
            <translation>本次没有掩码：得分保持不变。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="319" />
            <source>Training mode: dropout (p = %1) on the weights; kept weights are scaled by 1/(1−p).</source>
            <translation>训练模式：对权重做暂退法（dropout，p = %1），保留的权重乘以 1/(1−p)。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="326" />
            <source>No output projection: Y is the concatenation C.</source>
            <translation>没有输出投影：Y 就是拼接结果 C。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="337" />
            <source>Inputs</source>
            <translation>输入</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="342" />
            <source>Outputs</source>
            <translation>输出</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="347" />
            <source>%1: no projection (identity)</source>
            <translation>%1：没有投影（恒等）</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="353" />
            <source>Click an output cell to see where its value comes from.</source>
            <translation>点击一个输出格子，查看它的数值从何而来。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/stage_text.cpp" line="360" />
            <source>Nothing to step through yet: type a sentence or open an example.</source>
            <translation>还没有计算结果：请输入一个句子或打开一个示例。</translation>
        </message>
    </context>
    <context>
        <name>ae::StepThroughView</name>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="504" />
            <source>◀ Previous</source>
            <translation>◀ 上一步</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="388" />
            <source>Play</source>
            <translation>播放</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="415" />
            <source>Query %1: hidden until you reveal your prediction.</source>
            <translation>查询 %1：揭晓你的预测之前隐藏。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="505" />
            <source>Next ▶</source>
            <translation>下一步 ▶</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="506" />
            <source>Time per stage while playing</source>
            <translation>播放时每个阶段的停留时间</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="508" />
            <source>%1 s per stage</source>
            <translation>每阶段 %1 秒</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="509" />
            <source>head </source>
            <translation>头 </translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="510" />
            <source>query </source>
            <translation>查询 </translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="511" />
            <source>Formulas and explanations in Chinese</source>
            <translation>公式和讲解使用中文</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="512" />
            <source>Export</source>
            <translation>导出</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="513" />
            <source>Current stage as a figure…</source>
            <translation>将当前阶段导出为图形…</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="514" />
            <source>Whole walk as a PDF…</source>
            <translation>将完整演示导出为 PDF…</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="515" />
            <source>Whole walk as numbered PNGs…</source>
            <translation>将完整演示导出为编号的 PNG…</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="388" />
            <source>Pause</source>
            <translation>暂停</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="393" />
            <source>no query</source>
            <translation>无查询</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="523" />
            <source>Unknown figure format '%1': use .png, .svg or .pdf.</source>
            <translation>未知的图形格式 '%1'：请使用 .png、.svg 或 .pdf。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="534" />
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="545" />
            <source>Nothing to export: no computation yet.</source>
            <translation>没有可导出的内容：尚未进行计算。</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="555" />
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="561" />
            <source>Export stage</source>
            <translation>导出阶段</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="556" />
            <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
            <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg);;PDF 文档 (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="566" />
            <source>Export walk as PDF</source>
            <translation>将演示导出为 PDF</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="567" />
            <source>PDF document (*.pdf)</source>
            <translation>PDF 文档 (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="572" />
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="582" />
            <source>Export walk</source>
            <translation>导出演示</translation>
        </message>
        <message>
            <location filename="../../ui/stepthrough/step_through_view.cpp" line="577" />
            <source>Export walk as PNGs</source>
            <translation>将演示导出为 PNG</translation>
        </message>
    </context>
    <context>
        <name>ae::Theme</name>
        <message>
            <location filename="../../ui/classroom/theme.cpp" line="258" />
            <source>Light</source>
            <translation>浅色</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/theme.cpp" line="260" />
            <source>Dark</source>
            <translation>深色</translation>
        </message>
        <message>
            <location filename="../../ui/classroom/theme.cpp" line="264" />
            <source>Follow the system</source>
            <translation>跟随系统</translation>
        </message>
    </context>
    <context>
        <name>ae::TokenChips</name>
        <message numerus="yes">
            <location filename="../../ui/panels/token_chips.cpp" line="151" />
            <source>+%n more</source>
            <translation>
                <numerusform>+%n 个</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ae::TrainingHeadsView</name>
        <message>
            <location filename="../../ui/training/training_heads_view.cpp" line="243" />
            <source>layer %1 · head %2</source>
            <translation>第 %1 层 · 头 %2</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_heads_view.cpp" line="244" />
            <source>L%1 · H%2</source>
            <comment>short for layer 1 · head 2</comment>
            <translation>层 %1 · 头 %2</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_heads_view.cpp" line="254" />
            <source>%1 %2</source>
            <comment>head behaviour and its score</comment>
            <translation>%1 %2</translation>
        </message>
    </context>
    <context>
        <name>ae::TrainingPage</name>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="326" />
            <source>Your Own Task</source>
            <translation>自己的任务</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="327" />
            <source>Text files (*.txt);;All files (*)</source>
            <translation>文本文件 (*.txt);;所有文件 (*)</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="467" />
            <source>&amp;Task:</source>
            <translation>任务(&amp;T)：</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="470" />
            <source>File…</source>
            <translation>文件…</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="471" />
            <source>A text file of your own examples: one per line, the question and its answer separated by '|', every line the same length</source>
            <translation>你自己的样例文本文件：每行一个，问题和答案用“|”分隔，每行长度相同</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="473" />
            <source>&amp;Length:</source>
            <translation>长度(&amp;L)：</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="474" />
            <source>Symbols in a question</source>
            <translation>一个问题中的符号数</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="475" />
            <source>Le&amp;tters:</source>
            <translation>字母数(&amp;T)：</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="476" />
            <source>How many different letters the questions use</source>
            <translation>问题使用多少个不同的字母</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="477" />
            <source>La&amp;yers:</source>
            <translation>层数(&amp;Y)：</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="478" />
            <source>&amp;Heads:</source>
            <translation>头数(&amp;H)：</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="479" />
            <source>&amp;Width d:</source>
            <translation>宽度 d(&amp;W)：</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="480" />
            <source>&amp;Positions:</source>
            <translation>位置(&amp;P)：</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="481" />
            <source>learned (GPT-2)</source>
            <translation>可学习（GPT-2）</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="482" />
            <source>sinusoidal (fixed)</source>
            <translation>正弦（固定）</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="491" />
            <source>Learning &amp;rate:</source>
            <translation>学习率(&amp;R)：</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="492" />
            <source>&amp;Batch:</source>
            <translation>批量(&amp;B)：</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="493" />
            <source>&amp;Steps:</source>
            <translation>步数(&amp;S)：</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="494" />
            <source>S&amp;eed:</source>
            <translation>种子(&amp;E)：</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="545" />
            <source>A GPT-2-style model: causal scaled dot-product attention, pre-LayerNorm blocks, GELU MLP, trained with AdamW.</source>
            <translation>GPT-2 式模型：因果缩放点积注意力、前置层规范化（pre-LayerNorm）块、GELU 多层感知机，用 AdamW 训练。</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="496" />
            <source>Step</source>
            <translation>单步</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="483" />
            <source>S&amp;coring:</source>
            <translation>评分函数(&amp;C)：</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="489" />
            <source>How every head scores a query against a key; additive and general learn their weights (one set per layer, shared by its heads)</source>
            <translation>每个头如何给查询和键打分；加性和一般型评分会学习自己的权重（每层一组，由该层的各个头共享）</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="497" />
            <source>One training step on a fresh batch</source>
            <translation>用一个新批量训练一步</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="498" />
            <source>Reset</source>
            <translation>重置</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="499" />
            <source>A new model from the seed, untrained</source>
            <translation>由种子生成一个未训练的新模型</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="500" />
            <source>Save Model…</source>
            <translation>保存模型…</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="501" />
            <source>config.json, model.safetensors and the tokenizer: File ▸ Open Model… and the command line read it</source>
            <translation>config.json、model.safetensors 和分词器：“文件 ▸ 打开模型…”和命令行都能读取</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="503" />
            <source>Open in Model tab</source>
            <translation>在模型页打开</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="504" />
            <source>As&amp;k the model:</source>
            <translation>问模型(&amp;K)：</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="508" />
            <source>loss (cross-entropy, nats)</source>
            <translation>损失（交叉熵，奈特）</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="508" />
            <source>loss (nats)</source>
            <translation>损失（奈特）</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="509" />
            <source>accuracy on the answers</source>
            <translation>答案的准确率</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="509" />
            <source>accuracy</source>
            <translation>准确率</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="511" />
            <source>training</source>
            <translation>训练集</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="512" />
            <source>held-out</source>
            <translation>留出集</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="513" />
            <source>step</source>
            <translation>步</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="549" />
            <source>A GPT-2-style model: causal attention (scoring: %1, %2, temperature %3), pre-LayerNorm blocks, GELU MLP, trained with AdamW.</source>
            <translation>GPT-2 式模型：因果注意力（评分函数：%1，%2，温度 %3）、前置层规范化（pre-LayerNorm）块、GELU 多层感知机，用 AdamW 训练。</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="587" />
            <source>choose a file of your own examples first (File…)</source>
            <translation>请先选择你自己的样例文件（文件…）</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="592" />
            <source>%1 heads do not divide the width %2: choose another width or head count</source>
            <translation>%1 个头不能整除宽度 %2：请换一个宽度或头数</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="610" />
            <source>a question in the task's symbols, e.g. %1</source>
            <translation>用任务的符号写一个问题，例如 %1</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="631" />
            <source>Save the Model in a Folder</source>
            <translation>把模型保存到文件夹</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="645" />
            <source>nothing to save yet</source>
            <translation>还没有可保存的内容</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="683" />
            <source>Pause</source>
            <translation>暂停</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="683" />
            <source>Train</source>
            <translation>训练</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="684" />
            <source>Stop after the step in progress; Train goes on from there</source>
            <translation>在当前这一步后停下；再按“训练”从那里继续</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="685" />
            <source>Train for the steps set below, redrawing as it learns</source>
            <translation>按下面设定的步数训练，边学边重画</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="712" />
            <source>Every head on the probe “%1” at step %2, scoring: %3 (queries down, keys across; causal: no key after its query)</source>
            <translation>第 %2 步时每个头在探测序列“%1”上的注意力，打分函数：%3（纵向为查询，横向为键；因果：查询之后没有键）</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="719" />
            <source>&amp;Timeline: snapshot %1 of %2, step %3%4</source>
            <translation>时间线(&amp;T)：快照 %1 / %2，第 %3 步%4</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="723" />
            <source> (newest)</source>
            <translation>（最新）</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="724" />
            <source>&amp;Timeline</source>
            <translation>时间线(&amp;T)</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="777" />
            <source>(%1)</source>
            <translation>（%1）</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="786" />
            <source>Save the model first</source>
            <translation>请先保存模型</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="787" />
            <source>Opens %1 in the Model tab</source>
            <translation>在“模型”标签页中打开 %1</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="797" />
            <source>Step %1 of %2</source>
            <translation>第 %1 步，共 %2 步</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="800" />
            <source> · held-out accuracy %1% · loss %2</source>
            <translation> · 留出集准确率 %1% · 损失 %2</translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="805" />
            <source> · %1 steps/s</source>
            <translation> · 每秒 %1 步</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/training/training_page.cpp" line="807" />
            <source> · %Ln parameter(s), %L1 held-out examples</source>
            <translation>
                <numerusform> · %Ln 个参数，%L1 个留出样例</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/training/training_page.cpp" line="811" />
            <source> · saved in %1</source>
            <translation> · 已保存到 %1</translation>
        </message>
    </context>
    <context>
        <name>ae::TrainingRunner</name>
        <message>
            <location filename="../../ui/document/training_runner.cpp" line="44" />
            <source>not enough memory for this model</source>
            <translation>内存不足，无法建立这个模型</translation>
        </message>
        <message>
            <location filename="../../ui/document/training_runner.cpp" line="118" />
            <source>not enough memory for this training step</source>
            <translation>内存不足，无法完成这一步训练</translation>
        </message>
    </context>
    <context>
        <name>ae::TrainingText</name>
        <message>
            <location filename="../../core/io/training_text.cpp" line="11" />
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <location filename="../../core/io/training_text.cpp" line="13" />
            <source>Reverse</source>
            <translation>反转</translation>
        </message>
        <message>
            <location filename="../../core/io/training_text.cpp" line="15" />
            <source>Sort</source>
            <translation>排序</translation>
        </message>
        <message>
            <location filename="../../core/io/training_text.cpp" line="17" />
            <source>Repeat the pattern</source>
            <translation>重复模式</translation>
        </message>
        <message>
            <location filename="../../core/io/training_text.cpp" line="19" />
            <source>Balanced brackets</source>
            <translation>括号配对</translation>
        </message>
        <message>
            <location filename="../../core/io/training_text.cpp" line="21" />
            <source>Your own lines</source>
            <translation>自己的样例</translation>
        </message>
        <message>
            <location filename="../../core/io/training_text.cpp" line="30" />
            <source>Copy: after the bar, write the letters again. A head can learn to look back a fixed distance, to the letter it must copy.</source>
            <translation>复制：在竖线之后把字母再写一遍。一个头可以学会向回看固定的距离，看向它要复制的字母。</translation>
        </message>
        <message>
            <location filename="../../core/io/training_text.cpp" line="35" />
            <source>Reverse: after the bar, write the letters backwards. Each answer position must look at its mirror image in the question, so a head's map turns into an anti-diagonal.</source>
            <translation>反转：在竖线之后倒着写出字母。每个答案位置都要看向问题中与它镜像对称的位置，所以某个头的热图会变成一条反对角线。</translation>
        </message>
        <message>
            <location filename="../../core/io/training_text.cpp" line="41" />
            <source>Sort: after the bar, write the letters in alphabetical order. At each step the model must find the smallest letter it has not written yet.</source>
            <translation>排序：在竖线之后按字母顺序写出字母。每一步模型都要找出还没写过的最小字母。</translation>
        </message>
        <message>
            <location filename="../../core/io/training_text.cpp" line="46" />
            <source>Repeat the pattern: a few letters, then the same letters again and again; how many changes from one example to the next. From the second time on, the next letter is the one that followed the current letter before. An induction circuit of two layers solves it: a head in the first layer looks at the previous letter, and a head in the second finds where the current letter appeared before and copies what came after it. (After a letter that appears twice in the pattern the answer is ambiguous, so it is not scored.) Nothing says how long the pattern is, so no head can find the answer at a fixed distance; look at the second layer's heads to see whether the model found the circuit.</source>
            <translation>重复模式：几个字母，然后把这些字母一遍又一遍地重复；字母的个数每个样例都不同。从第二遍起，下一个字母就是当前字母上次出现时紧跟在它后面的那个字母。由两层构成的归纳电路（induction circuit）可以解决它：第一层的一个头看前一个字母，第二层的一个头找到当前字母之前出现的位置，并复制它后面的字母。（在模式中出现两次的字母之后答案不唯一，所以不计分。）没有任何东西透露模式有多长，所以没有哪个头能在固定的距离上找到答案；看看第二层的各个头，就知道模型是否找到了这个电路。</translation>
        </message>
        <message>
            <location filename="../../core/io/training_text.cpp" line="58" />
            <source>Balanced brackets: after the bar, answer y if every opening bracket is closed in order, n if not. The model must keep a running count.</source>
            <translation>括号配对：在竖线之后，若每个左括号都按顺序闭合则回答 y，否则回答 n。模型必须一路计数。</translation>
        </message>
        <message>
            <location filename="../../core/io/training_text.cpp" line="63" />
            <source>Your own task: lines of a text file, a question and its answer separated by a bar. The model is scored on the answer only.</source>
            <translation>自己的任务：文本文件中的每一行是一个问题和它的答案，用竖线分隔。模型只按答案评分。</translation>
        </message>
    </context>
    <context>
        <name>ae::ViewNavigationActions</name>
        <message>
            <location filename="../../ui/actions/view_navigation_actions.cpp" line="17" />
            <source>&amp;Next View</source>
            <translation>下一个视图(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../ui/actions/view_navigation_actions.cpp" line="21" />
            <source>Pre&amp;vious View</source>
            <translation>上一个视图(&amp;V)</translation>
        </message>
    </context>
    <context>
        <name>ae::ViewRegistry</name>
        <message>
            <location filename="../../ui/figures/view_registry.cpp" line="37" />
            <source>Heads</source>
            <translation>头</translation>
        </message>
        <message>
            <location filename="../../ui/figures/view_registry.cpp" line="38" />
            <source>Lines</source>
            <translation>连线</translation>
        </message>
        <message>
            <location filename="../../ui/figures/view_registry.cpp" line="40" />
            <source>Distribution</source>
            <translation>分布</translation>
        </message>
        <message>
            <location filename="../../ui/figures/view_registry.cpp" line="42" />
            <source>Compare</source>
            <translation>比较</translation>
        </message>
        <message>
            <location filename="../../ui/figures/view_registry.cpp" line="44" />
            <source>Step through</source>
            <translation>逐步计算</translation>
        </message>
        <message>
            <location filename="../../ui/figures/view_registry.cpp" line="46" />
            <source>Positional encoding</source>
            <translation>位置编码</translation>
        </message>
        <message>
            <location filename="../../ui/figures/view_registry.cpp" line="53" />
            <source>CNN · RNN · attention</source>
            <translation>CNN · RNN · 注意力</translation>
        </message>
        <message>
            <location filename="../../ui/figures/view_registry.cpp" line="55" />
            <source>Imported</source>
            <translation>导入</translation>
        </message>
        <message>
            <location filename="../../ui/figures/view_registry.cpp" line="59" />
            <source>Lessons</source>
            <translation>专题</translation>
        </message>
        <message>
            <location filename="../../ui/figures/view_registry.cpp" line="61" />
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <location filename="../../ui/figures/view_registry.cpp" line="65" />
            <source>Training</source>
            <translation>训练</translation>
        </message>
    </context>
    <context>
        <name>ae::cli::CliSupport</name>
        <message>
            <location filename="../../app/cli/cli_support.cpp" line="70" />
            <source>standard input</source>
            <translation>标准输入</translation>
        </message>
        <message>
            <location filename="../../app/cli/cli_support.cpp" line="81" />
            <source>no such file</source>
            <translation>没有这个文件</translation>
        </message>
        <message>
            <location filename="../../app/cli/cli_support.cpp" line="83" />
            <source>is a folder, not a spec file</source>
            <translation>是一个文件夹，不是规格文件</translation>
        </message>
        <message>
            <location filename="../../app/cli/cli_support.cpp" line="85" />
            <source>cannot open: %1</source>
            <translation>无法打开：%1</translation>
        </message>
        <message>
            <location filename="../../app/cli/cli_support.cpp" line="160" />
            <source>expected a size such as 512M or 2G, found '%1'</source>
            <translation>应为 512M 或 2G 这样的大小，实际为 '%1'</translation>
        </message>
    </context>
    <context>
        <name>ae::cli::FigureOutputOptions</name>
        <message>
            <location filename="../../app/cli/figure_output_options.cpp" line="31" />
            <source>format</source>
            <translation>格式</translation>
        </message>
        <message>
            <location filename="../../app/cli/figure_output_options.cpp" line="32" />
            <source>size</source>
            <translation>尺寸</translation>
        </message>
        <message>
            <location filename="../../app/cli/figure_output_options.cpp" line="33" />
            <source>size preset</source>
            <translation>尺寸预设</translation>
        </message>
        <message>
            <location filename="../../app/cli/figure_output_options.cpp" line="34" />
            <source>dots per inch</source>
            <translation>每英寸点数</translation>
        </message>
        <message>
            <location filename="../../app/cli/figure_output_options.cpp" line="35" />
            <source>language</source>
            <translation>语言</translation>
        </message>
        <message>
            <location filename="../../app/cli/figure_output_options.cpp" line="36" />
            <source>output file</source>
            <translation>输出文件</translation>
        </message>
        <message>
            <location filename="../../app/cli/figure_output_options.cpp" line="56" />
            <source>  --format FORMAT      png, svg or pdf (default: from the -o file extension); SVG text is
                       outlined (every glyph a path: no font needed to open it), PDF embeds
                       its fonts
  --size WxH           size in pixels at --dpi (default 1200x800); SVG and PDF pages are
                       W/dpi × H/dpi inches
  --preset PRESET      one of: %1 (sets the size and the dpi)
  --dpi N              dots per inch (default 96, or the preset's)
  --lang CODE          language of the figure's text: en or zh_CN (default en, or AE_LANG)
  -o, --output FILE    write to FILE (replaced only when complete)
</source>
            <translation>  --format FORMAT      png、svg 或 pdf（默认：按 -o 文件的扩展名）；SVG 中的文字
                       转为轮廓（每个字形一条路径：打开时无需字体），PDF 嵌入
                       所用字体
  --size WxH           以 --dpi 计的像素尺寸（默认 1200x800）；SVG 和 PDF 页面为
                       W/dpi × H/dpi 英寸
  --preset PRESET      %1 之一（同时设定尺寸和 dpi）
  --dpi N              每英寸点数（默认 96，或预设的值）
  --lang CODE          图中文字的语言：en 或 zh_CN（默认 en，或 AE_LANG）
  -o, --output FILE    写入 FILE（仅在完整写好后替换）
</translation>
        </message>
        <message>
            <location filename="../../app/cli/figure_output_options.cpp" line="83" />
            <location filename="../../app/cli/figure_output_options.cpp" line="126" />
            <source>expected one of %1, found '%2'</source>
            <translation>应为 %1 之一，实际为“%2”</translation>
        </message>
        <message>
            <location filename="../../app/cli/figure_output_options.cpp" line="94" />
            <source>give the figure's file with -o FILE</source>
            <translation>请用 -o FILE 指定图的文件</translation>
        </message>
        <message>
            <location filename="../../app/cli/figure_output_options.cpp" line="102" />
            <source>expected png, svg or pdf, found '%1'</source>
            <translation>应为 png、svg 或 pdf，实际为“%1”</translation>
        </message>
        <message>
            <location filename="../../app/cli/figure_output_options.cpp" line="110" />
            <source>cannot tell the format from '%1': give --format png, svg or pdf</source>
            <translation>无法从“%1”判断格式：请给出 --format png、svg 或 pdf</translation>
        </message>
        <message>
            <location filename="../../app/cli/figure_output_options.cpp" line="116" />
            <source>give either --size or --preset, not both</source>
            <translation>请只给出 --size 或 --preset 之一</translation>
        </message>
        <message>
            <location filename="../../app/cli/figure_output_options.cpp" line="141" />
            <source>expected WIDTHxHEIGHT in pixels, each 16 … 20000, found '%1'</source>
            <translation>应为以像素计的 宽x高，各为 16 … 20000，实际为“%1”</translation>
        </message>
        <message>
            <location filename="../../app/cli/figure_output_options.cpp" line="150" />
            <source>expected dots per inch from 36 to 1200, found '%1'</source>
            <translation>应为 36 到 1200 的每英寸点数，实际为“%1”</translation>
        </message>
    </context>
    <context>
        <name>ae::cli::ImportCommand</name>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="34" />
            <source> … (%1 more)</source>
            <translation> …（另有 %1 个）</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="66" />
            <source>file: %1
</source>
            <translation>文件：%1
</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="67" />
            <source>source: %1
</source>
            <translation>来源：%1
</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="68" />
            <source>layers: %1
</source>
            <translation>层数：%1
</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="69" />
            <source>heads: %1
</source>
            <translation>头数：%1
</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="70" />
            <source>queries × keys: %1 × %2
</source>
            <translation>查询 × 键：%1 × %2
</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="73" />
            <source>tokens: %1
</source>
            <translation>词元：%1
</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="75" />
            <source>key tokens: %1
</source>
            <translation>键的词元：%1
</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="77" />
            <source>row sums: %1 rows sum to 1 within %2 (largest |sum − 1| = %3)</source>
            <translation>行和：%1 行的和在 %2 以内等于 1（最大 |和 − 1| = %3）</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="82" />
            <source>; %1 rows all zero (fully masked queries)</source>
            <translation>；%1 行全为零（完全被掩码的查询）</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="85" />
            <source>warning: %1
</source>
            <translation>警告：%1
</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="95" />
            <source>%1 is out of range: the file has %2 %3 (1 … %4)</source>
            <translation>%1 超出范围：文件共有 %2 个%3（1 … %4）</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="123" />
            <source>Usage: attention-explorer-cli import FILE [--tokens FILE] [--layer N] [--head H]
       attention-explorer-cli import FILE --view NAME [--format png|svg|pdf] [--size WxH | --preset PRESET] [--dpi N] [--lang zh_CN] -o FILE
       attention-explorer-cli import FILE --matrix [--format csv|npy] -o FILE
  Reads attention weights as the window's File ▸ Import Attention… does: a NumPy .npy of shape
  (heads, q, k), (layers, heads, q, k) or (layers, 1, heads, q, k) with tokens from --tokens or
  a NAME.tokens.txt beside it, or the JSON "attention-explorer/attentions@1". Without --view
  or --matrix it prints what it found (layers, heads, q × k, tokens, row sums).
  --tokens FILE        token list: one per line, or a JSON array
  --layer N            layer, from 1 (default 1)
  --head H             head, from 1, for --view head and --matrix (default 1)
  --view NAME          save the Imported tab's figure: %1
</source>
            <translation>用法：attention-explorer-cli import FILE [--tokens FILE] [--layer N] [--head H]
       attention-explorer-cli import FILE --view NAME [--format png|svg|pdf] [--size WxH | --preset PRESET] [--dpi N] [--lang zh_CN] -o FILE
       attention-explorer-cli import FILE --matrix [--format csv|npy] -o FILE
  与窗口的“文件 ▸ 导入注意力…”一样读取注意力权重：形状为 (heads, q, k)、
  (layers, heads, q, k) 或 (layers, 1, heads, q, k) 的 NumPy .npy，词元来自 --tokens
  或旁边的 NAME.tokens.txt；或 JSON "attention-explorer/attentions@1"。不带 --view
  或 --matrix 时，输出读到的内容（层数、头数、q × k、词元、行和）。
  --tokens FILE        词元列表：每行一个，或一个 JSON 数组
  --layer N            层，从 1 起（默认 1）
  --head H             头，从 1 起，用于 --view head 和 --matrix（默认 1）
  --view NAME          保存“导入”标签页的图：%1
</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="185" />
            <source>expected a whole number ≥ %2, found '%1'</source>
            <translation>应为 ≥ %2 的整数，实际为“%1”</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="112" />
            <source>check and summarise a trained model's attention (.npy or JSON); draw it or write one head's weights</source>
            <translation>检查并概述训练好的模型的注意力（.npy 或 JSON）；绘制它，或写出一个头的权重</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="140" />
            <source>  --matrix             write the layer's head H as CSV with token labels or as .npy float32
                       (by -o's extension, or --format csv|npy)
  -h, --help           show this help
</source>
            <translation>  --matrix             把该层第 H 个头的权重写成带词元标签的 CSV，或 float32 的 .npy
                       （按 -o 的扩展名，或 --format csv|npy）
  -h, --help           显示此帮助
</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="149" />
            <source>token file</source>
            <translation>词元文件</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="151" />
            <source>layer</source>
            <translation>层</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="153" />
            <source>head</source>
            <translation>头</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="155" />
            <source>figure</source>
            <translation>图</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="157" />
            <source>write the weights</source>
            <translation>写出权重</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="161" />
            <source>see 'attention-explorer-cli import --help'</source>
            <translation>参见“attention-explorer-cli import --help”</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="166" />
            <source>import takes one FILE (.npy or .json) argument; </source>
            <translation>import 需要一个 FILE（.npy 或 .json）参数；</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="173" />
            <source>give either --view or --matrix, not both</source>
            <translation>请只给出 --view 或 --matrix 之一</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="180" />
            <source>expected one of %1, found '%2'</source>
            <translation>应为 %1 之一，实际为“%2”</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="194" />
            <source>drawing needs a QApplication (this build has none)</source>
            <translation>绘图需要 QApplication（此构建没有）</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="204" />
            <source>give the matrix's file with -o FILE.csv or FILE.npy</source>
            <translation>请用 -o FILE.csv 或 FILE.npy 指定矩阵的文件</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="212" />
            <source>expected csv or npy for --matrix, found '%1'</source>
            <translation>--matrix 应为 csv 或 npy，实际为“%1”</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="221" />
            <source>no such file</source>
            <translation>文件不存在</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="222" />
            <source>is a folder, not an attention file</source>
            <translation>是文件夹，不是注意力文件</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="223" />
            <source>cannot be read</source>
            <translation>无法读取</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="229" />
            <source>cannot read '%1'</source>
            <translation>无法读取“%1”</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="240" />
            <source>layers</source>
            <translation>层</translation>
        </message>
        <message>
            <location filename="../../app/cli/import_command.cpp" line="242" />
            <source>heads</source>
            <translation>头</translation>
        </message>
    </context>
    <context>
        <name>ae::io</name>
        <message>
            <location filename="../../core/io/atomic_file.cpp" line="17" />
            <source>no output file name given</source>
            <translation>未给出输出文件名</translation>
        </message>
        <message>
            <location filename="../../core/io/atomic_file.cpp" line="21" />
            <source>%1 is a folder, not a file</source>
            <translation>%1 是文件夹，不是文件</translation>
        </message>
        <message>
            <location filename="../../core/io/atomic_file.cpp" line="27" />
            <location filename="../../core/io/atomic_file.cpp" line="34" />
            <location filename="../../core/io/atomic_file.cpp" line="39" />
            <source>cannot write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <location filename="../../core/io/result_writer.cpp" line="148" />
            <source>write failed: %1</source>
            <translation>写入失败：%1</translation>
        </message>
        <message>
            <location filename="../../core/io/result_writer.cpp" line="316" />
            <source>some values were not finite (overflow); they are written as null</source>
            <translation>部分数值不是有限数（溢出）；已写为 null</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <location filename="../../app/main.cpp" line="27" />
            <source>See how attention works, head by head.</source>
            <translation>逐个头地看注意力如何工作。</translation>
        </message>
        <message>
            <location filename="../../app/main.cpp" line="33" />
            <source>A model folder (GPT-2, BERT or DistilBERT) to open in the Model tab.</source>
            <translation>在“模型”标签页中打开的模型文件夹（GPT-2、BERT 或 DistilBERT）。</translation>
        </message>
        <message>
            <location filename="../../app/main.cpp" line="38" />
            <source>A session (spec JSON) to open.</source>
            <translation>要打开的会话（规格 JSON）。</translation>
        </message>
    </context>
</TS>
