import { Tabs } from '@mantine/core';
import { ZDocumentTypeBody, ZMeasureBody, ZProductTypeBody } from '@posada/contracts';
import { documentTypes, measures, productTypes } from '../../api/catalogs';
import { CodeCatalogTab } from './code-catalog-tab';
import { TaxesTab } from './taxes-tab';

/** admin/taxes: taxes and the other national catalogs ("Impuestos y catálogos"), one tab each. */
export function TaxesPage() {
  return (
    <Tabs defaultValue="impuestos" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="impuestos">Impuestos</Tabs.Tab>
        <Tabs.Tab value="medidas">Medidas</Tabs.Tab>
        <Tabs.Tab value="tipos-producto">Tipos de producto</Tabs.Tab>
        <Tabs.Tab value="tipos-documento">Tipos de documento</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="impuestos">
        <TaxesTab />
      </Tabs.Panel>
      <Tabs.Panel value="medidas">
        <CodeCatalogTab
          title="Medidas"
          noun={{ create: 'Nueva medida', created: 'Medida creada', updated: 'Medida actualizada' }}
          codeHelp="Código UN/ECE de la DIAN (94 unidad, KGM, LTR…)"
          useList={measures.usePage}
          useSave={measures.useSave}
          schema={ZMeasureBody}
        />
      </Tabs.Panel>
      <Tabs.Panel value="tipos-producto">
        <CodeCatalogTab
          title="Tipos de producto"
          noun={{
            create: 'Nuevo tipo de producto',
            created: 'Tipo de producto creado',
            updated: 'Tipo de producto actualizado',
          }}
          codeHelp="Letras minúsculas, p. ej. combo"
          useList={productTypes.usePage}
          useSave={productTypes.useSave}
          schema={ZProductTypeBody}
        />
      </Tabs.Panel>
      <Tabs.Panel value="tipos-documento">
        <CodeCatalogTab
          title="Tipos de documento"
          noun={{
            create: 'Nuevo tipo de documento',
            created: 'Tipo de documento creado',
            updated: 'Tipo de documento actualizado',
          }}
          codeHelp="Código DIAN de dos dígitos (13 cédula, 31 NIT…)"
          useList={documentTypes.usePage}
          useSave={documentTypes.useSave}
          schema={ZDocumentTypeBody}
          withAbbreviation
        />
      </Tabs.Panel>
    </Tabs>
  );
}
